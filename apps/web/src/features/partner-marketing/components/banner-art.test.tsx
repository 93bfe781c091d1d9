import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BANNER_DESIGNS, type BannerDesign } from '../utils/banner-layout';
import { svgMarkup } from '../utils/download';
import { BannerArt } from './banner-art';

const text = {
  brand: '<script>alert(1)</script> "Shop" & \'Co\'',
  headline: 'पर्सनल लोन ₹10 लाख तक',
  subline: 'RBI द्वारा विनियमित लेंडर्स के ऑफ़र की तुलना करें।',
  cta: 'अपने ऑफ़र देखें',
  scan: 'अप्लाई करने के लिए स्कैन करें',
  disclaimer: 'लोन RBI द्वारा विनियमित बैंकों और NBFC से।',
};
const brand = { primary: '#E4572E', secondary: '#1D1A4A', fontFamily: 'Roboto, Arial, sans-serif' };
const qr = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>';

function drawn(design: BannerDesign = BANNER_DESIGNS[0]) {
  const { container } = render(
    <BannerArt design={design} text={text} brand={brand} qrSvg={qr} title="Personal loans banner" />,
  );
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no svg drawn');
  return { svg, markup: svgMarkup(svg) };
}

describe('BannerArt (issue 14: documents from components)', () => {
  it('draws every design at its size in the brand colours', () => {
    for (const design of BANNER_DESIGNS) {
      const { svg, markup } = drawn(design);
      expect(svg.getAttribute('viewBox')).toBe(`0 0 ${String(design.width)} ${String(design.height)}`);
      expect(markup).toMatch(new RegExp(`^<svg [^>]*width="${String(design.width)}"`));
      expect(markup).toContain('fill="#1D1A4A"');
      expect(markup).toContain('fill="#E4572E"');
    }
  });

  it('shows a brand name with markup and quotes as text, in the page and in the saved file', () => {
    const { svg, markup } = drawn();
    expect(svg.querySelector('script')).toBeNull();
    expect(svg.textContent).toContain('<script>alert(1)</script> "Shop" & \'Co\'');
    expect(markup).toContain('&lt;script&gt;alert(1)&lt;/script&gt; "Shop" &amp; \'Co\'');
    expect(markup).not.toContain('<script');
    // The QR code is an image, never markup in the banner.
    expect(markup.match(/<svg/g)).toHaveLength(1);
    expect(markup).toContain('href="data:image/svg+xml;charset=utf-8,%3Csvg');
  });

  it('keeps Hindi text whole, combining marks included', () => {
    const { svg, markup } = drawn();
    const shown = svg.textContent;
    for (const phrase of ['पर्सनल लोन ₹10 लाख तक', 'अपने ऑफ़र देखें', 'अप्लाई करने के लिए स्कैन करें'])
      expect(shown).toContain(phrase);
    expect(markup).toContain('पर्सनल लोन');
    expect(markup.normalize('NFC')).toBe(markup);
  });
});
