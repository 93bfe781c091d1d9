import { describe, expect, it } from 'vitest';
import type { PartnerBranding } from '@cl/contracts';
import { brandStyle, withBrandStyle } from './brand-style.ts';

const BRANDING: PartnerBranding = {
  name: 'acme',
  logo: '',
  fontSource: null,
  fontFamily: 'Inter',
  primaryColor: '#ff6600',
  secondaryColor: '#112233',
  title: null,
  tancApply: false,
  coBrandLogo: null,
};

describe('the brand on <html> (issue 16)', () => {
  it('puts the style on <html> with or without other attributes, and leaves a style already there', () => {
    expect(withBrandStyle('<!doctype html><html lang="hi"><head>', 'a: b')).toBe(
      '<!doctype html><html lang="hi" style="a: b"><head>',
    );
    expect(withBrandStyle('<html><head>', 'a: b')).toBe('<html style="a: b"><head>');
    const signIn = '<html lang="en" style="--cl-primary: #000"><head>';
    expect(withBrandStyle(signIn, 'a: b')).toBe(signIn);
  });

  it('escapes the values for the attribute; a colour that would break out of CSS is the default', () => {
    const style = brandStyle({ ...BRANDING, fontFamily: '"Noto Sans", serif' });
    expect(style).toContain('--cl-primary: #ff6600');
    expect(style).toContain('&#34;Noto Sans&#34;');
    expect(style).not.toContain('"');
    expect(brandStyle({ ...BRANDING, primaryColor: 'red;}<x>' })).not.toMatch(/[<>}]/);
  });
});
