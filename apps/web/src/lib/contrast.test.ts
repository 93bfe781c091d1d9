import { describe, expect, it } from 'vitest';
import { contrastRatio, DEFAULT_BRAND, luminance, readableOn, textOn } from '@cl/contracts';
import { createAppTheme } from './theme';

// Issue 13, WCAG 2.2 AA 1.4.3: text 4.5:1, for any partner's brand colours.
const BRANDS = ['#4EC9DB', '#FFE600', '#ffffff', '#F7931E', '#7CFC00', '#070050', '#e11d48', '#888'];

describe('contrast', () => {
  it('computes WCAG luminance and ratios', () => {
    expect(luminance('#000')).toBe(0);
    expect(luminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The finding: the default cyan as text on white.
    expect(contrastRatio(DEFAULT_BRAND.primary, '#ffffff')).toBeLessThan(2);
  });

  it('picks dark ink or white for text on a fill, whichever reads better', () => {
    expect(textOn('#FFE600')).toBe('#0b1020');
    expect(textOn('#070050')).toBe('#ffffff');
    for (const brand of BRANDS) expect(contrastRatio(textOn(brand), brand)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a brand colour that already reads, and darkens one that does not', () => {
    expect(readableOn('#070050', '#ffffff')).toBe('#070050');
    for (const brand of BRANDS) {
      const text = readableOn(brand, '#f6f8fb');
      expect(contrastRatio(text, '#f6f8fb'), brand).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, '#ffffff'), brand).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(readableOn('#4EC9DB', '#ffffff', 3), '#ffffff')).toBeGreaterThanOrEqual(3);
    // On a dark background the colour is lightened instead.
    expect(contrastRatio(readableOn('#070050', '#000000'), '#000000')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('theme contrast for any brand', () => {
  it('gives readable text on primary fills and primary-coloured text on the page', () => {
    for (const primary of BRANDS) {
      const theme = createAppTheme({ primary, secondary: '#FFE600' });
      expect(theme.palette.primary.main).toBe(primary);
      expect(contrastRatio(theme.palette.primary.contrastText, primary), primary).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(theme.palette.secondary.contrastText, '#FFE600')).toBeGreaterThanOrEqual(4.5);
      const variants = theme.components?.MuiButton?.styleOverrides?.root;
      const outlined = JSON.stringify(variants);
      const colours = [...outlined.matchAll(/"color":"(#[0-9a-f]{6})"/g)].map((m) => m[1] ?? '');
      expect(colours.length, primary).toBe(2);
      for (const c of colours) expect(contrastRatio(c, '#f6f8fb'), primary).toBeGreaterThanOrEqual(4.5);
    }
  });
});
