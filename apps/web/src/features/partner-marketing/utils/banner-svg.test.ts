import { describe, expect, it } from 'vitest';
import { BANNER_DESIGNS, bannerSvg } from './banner-svg';
import { readableTextOn, wrapText } from './svg-data';

const text = {
  brand: 'Shop <b>&</b> "Co"',
  headline: 'Personal loans up to ₹10 lakh',
  subline: 'Compare offers from RBI-regulated lenders.',
  cta: 'Check your offers',
  scan: 'Scan to apply',
  disclaimer: 'Loans from RBI-regulated banks and NBFCs.',
};
const brand = { primary: '#E4572E', secondary: '#1D1A4A', fontFamily: 'Roboto, Arial, sans-serif' };
const qr = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>';

describe('bannerSvg (issue 6 banners-and-creatives)', () => {
  it('draws every design at its size in the brand colours', () => {
    for (const design of BANNER_DESIGNS) {
      const svg = bannerSvg(design, text, brand, qr);
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${design.width}" height="${design.height}"`));
      expect(svg).toContain('fill="#1D1A4A"');
      expect(svg).toContain('fill="#E4572E"');
    }
  });

  it('escapes text and embeds the QR code as an image, never as markup', () => {
    const svg = bannerSvg(BANNER_DESIGNS[0], text, brand, qr);
    expect(svg).toContain('Shop &lt;b&gt;&amp;&lt;/b&gt; &quot;Co&quot;');
    expect(svg).not.toContain('<b>');
    expect(svg.match(/<svg/g)).toHaveLength(1);
    expect(svg).toContain('href="data:image/svg+xml;charset=utf-8,%3Csvg');
  });

  it('wraps lines at spaces and picks readable text on a brand colour', () => {
    expect(wrapText('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(readableTextOn('#4EC9DB')).toBe('#000000');
    expect(readableTextOn('#070050')).toBe('#ffffff');
  });
});
