import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandPalette, contrastRatio, DEFAULT_BRAND, PAGE_BACKGROUND } from '@cl/contracts';
import { applyBrandTokens, getCurrentBrand, setCurrentBrand, subscribeBrand } from '@/lib/brand-tokens';
import { createAppTheme } from '@/lib/theme';

const token = (name: string) => document.documentElement.style.getPropertyValue(name);
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('brand tokens for the plain start page (issue 16)', () => {
  afterEach(() => {
    setCurrentBrand(DEFAULT_BRAND);
  });

  it('gives the CSS the colours MUI gets for the same brand, with readable text on the fill', () => {
    const brand = { primary: '#ff6600', secondary: '#112233' };
    applyBrandTokens(brand);
    const theme = createAppTheme(brand);
    expect(token('--cl-primary')).toBe(theme.palette.primary.main);
    expect(token('--cl-on-primary')).toBe(theme.palette.primary.contrastText);
    expect(token('--cl-secondary')).toBe(theme.palette.secondary.main);
    expect(contrastRatio(token('--cl-primary'), token('--cl-on-primary'))).toBeGreaterThanOrEqual(4.5);
    // The hover fill is MUI's too (palette.primary.dark), so a button looks the same in both.
    expect(rgb(token('--cl-primary-dark'))).toBe(theme.palette.primary.dark);
    // Outlined primary buttons: text and edge in the readable shades MUI's theme draws them with.
    const brandText = brandPalette(brand);
    expect(token('--cl-primary-text')).toBe(brandText.primaryText);
    expect(token('--cl-primary-edge')).toBe(brandText.primaryEdge);
    expect(contrastRatio(token('--cl-primary-text'), PAGE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to the default brand for a colour or font that could break out of the CSS value', () => {
    applyBrandTokens({ primary: 'red;} body{display:none', secondary: '#112233', fontFamily: 'x; } a {' });
    expect(token('--cl-primary')).toBe(DEFAULT_BRAND.primary);
    expect(token('--cl-font')).not.toContain('}');
  });

  it("tells MUI's theme when the partner's brand arrives, once per change", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeBrand(listener);
    setCurrentBrand({ primary: '#ff6600', secondary: '#112233' });
    setCurrentBrand({ primary: '#ff6600', secondary: '#112233' });
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getCurrentBrand().primary).toBe('#ff6600');
    expect(token('--cl-primary')).toBe('#ff6600');
  });

  it('sets only the properties that differ, so the brand the server wrote into the page costs nothing', () => {
    const brand = { primary: '#ff6600', secondary: '#112233', fontFamily: 'Inter' };
    applyBrandTokens(brand);
    const setProperty = vi.spyOn(document.documentElement.style, 'setProperty');
    try {
      applyBrandTokens(brand);
      expect(setProperty).not.toHaveBeenCalled();
      applyBrandTokens({ ...brand, primary: '#0066ff' });
      expect(setProperty.mock.calls.map(([name]) => name)).toContain('--cl-primary');
      expect(setProperty.mock.calls.map(([name]) => name)).not.toContain('--cl-font');
    } finally {
      setProperty.mockRestore();
    }
    expect(token('--cl-primary')).toBe('#0066ff');
  });
});
