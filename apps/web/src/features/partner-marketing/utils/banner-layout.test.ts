import { describe, expect, it } from 'vitest';
import { BANNER_DESIGNS, bannerLayout } from './banner-layout';
import { readableTextOn, wrapText } from './svg-data';

const text = {
  brand: 'Shop & Co',
  headline: 'Personal loans up to ₹10 lakh',
  subline: 'Compare offers from RBI-regulated lenders.',
  cta: 'Check your offers',
  scan: 'Scan to apply',
  disclaimer: 'Loans from RBI-regulated banks and NBFCs.',
};
const brand = { primary: '#E4572E', secondary: '#1D1A4A', fontFamily: 'Roboto, Arial, sans-serif' };

describe('bannerLayout (issue 6 banners-and-creatives)', () => {
  it('keeps the headline above the QR card and the call to action, inside the banner', () => {
    for (const design of BANNER_DESIGNS) {
      const l = bannerLayout(design, text, brand);
      const lastSubline = l.subline.y + (l.subline.lines.length - 1) * l.subline.size * 1.2;
      const landscape = design.width > design.height;
      expect(lastSubline, design.id).toBeLessThan(landscape ? l.cta.y : l.qrCard.y);
      expect(l.qrCard.y + l.qrCard.height, design.id).toBeLessThanOrEqual(design.height);
      expect(l.cta.x + l.cta.width, design.id).toBeLessThanOrEqual(design.width);
    }
  });

  it('wraps lines at spaces and picks readable text on a brand colour', () => {
    expect(wrapText('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(readableTextOn('#4EC9DB')).toBe('#000000');
    expect(readableTextOn('#070050')).toBe('#ffffff');
  });
});
