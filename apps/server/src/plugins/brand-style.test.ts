import { describe, expect, it } from 'vitest';
import type { PartnerBranding } from '@cl/contracts';
import { brandStyle, withBrand } from './brand-style.ts';

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
    const style = brandStyle(BRANDING);
    expect(withBrand('<!doctype html><html lang="hi"><head></head>', BRANDING)).toBe(
      `<!doctype html><html lang="hi" style="${style}"><head></head>`,
    );
    expect(withBrand('<html><head></head>', BRANDING)).toBe(`<html style="${style}"><head></head>`);
    const signIn = '<html lang="en" style="--cl-primary: #000"><head></head>';
    expect(withBrand(signIn, BRANDING)).toBe(signIn);
  });

  it("colours the browser bar in the brand and links the partner's font file when it is ours", () => {
    const page = '<html><head><meta name="theme-color" content="#070050" /><title>x</title></head>';
    const local = withBrand(page, { ...BRANDING, fontSource: '/api/files/inter.css' });
    expect(local).toContain('<meta name="theme-color" content="#112233" />');
    expect(local).toContain('<link rel="stylesheet" href="/api/files/inter.css"></head>');
    for (const fontSource of [null, 'https://fonts.example.in/inter.css', '//cdn.example.in/x.css']) {
      expect(withBrand(page, { ...BRANDING, fontSource })).not.toContain('<link');
    }
    const hostile = withBrand(page, { ...BRANDING, fontSource: '/x.css"><script>alert(1)</script>' });
    expect(hostile).not.toContain('<script>');
  });

  it('escapes the values for the attribute; a colour that would break out of CSS is the default', () => {
    const style = brandStyle({ ...BRANDING, fontFamily: '"Noto Sans", serif' });
    expect(style).toContain('--cl-primary: #ff6600');
    expect(style).toContain('&#34;Noto Sans&#34;');
    expect(style).not.toContain('"');
    expect(brandStyle({ ...BRANDING, primaryColor: 'red;}<x>' })).not.toMatch(/[<>}]/);
  });
});
