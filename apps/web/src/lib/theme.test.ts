import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '@cl/contracts';
import { createAppTheme } from '@/lib/theme';

describe('createAppTheme (spec 9)', () => {
  it('uses the brand colours and the layout constants', () => {
    const theme = createAppTheme({ primary: '#ff6600', secondary: '#112233' });
    expect(theme.palette.primary.main).toBe('#ff6600');
    expect(theme.palette.secondary.main).toBe('#112233');
    expect(theme.shape.borderRadius).toBe(10);
    expect(theme.zIndex.modal).toBe(9999);
    expect(theme.components?.MuiButton?.styleOverrides?.sizeLarge).toEqual({ minHeight: 50 });
  });

  it('falls back to the default brand for colours that are not hex', () => {
    const theme = createAppTheme({ primary: 'url(javascript:1)', secondary: 'red;' });
    expect(theme.palette.primary.main).toBe(DEFAULT_BRAND.primary);
    expect(theme.palette.secondary.main).toBe(DEFAULT_BRAND.secondary);
  });

  it('ignores a font family that could break out of the CSS value', () => {
    const theme = createAppTheme({ ...DEFAULT_BRAND, fontFamily: 'x; } body { display:none' });
    expect(theme.typography.fontFamily).not.toContain('display');
  });
});
