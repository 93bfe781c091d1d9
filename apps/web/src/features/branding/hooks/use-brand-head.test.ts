import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PartnerBranding } from '@cl/contracts';
import { useBrandHead } from './use-brand-head';

const BRANDING: PartnerBranding = {
  name: 'acme',
  logo: '',
  fontSource: '/api/files/inter.css',
  fontFamily: 'Inter',
  primaryColor: '#FF6600',
  secondaryColor: '#112233',
  title: null,
  tancApply: false,
  coBrandLogo: null,
};

const fontLinks = () =>
  Array.from(document.head.querySelectorAll('link[rel="stylesheet"]')).map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the brand in the document head', () => {
  it("sets the browser bar's colour and links a font file on our origin, once, removed with the brand", () => {
    document.head.innerHTML = '<meta name="theme-color" content="#070050">';
    const { unmount } = renderHook(() => {
      useBrandHead(BRANDING);
    });
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#112233');
    expect(fontLinks()).toEqual(['/api/files/inter.css']);
    unmount();
    expect(fontLinks()).toEqual([]);
  });

  it('adds no second link when the page the server wrote links the font already, and leaves that one', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/api/files/inter.css">';
    const { unmount } = renderHook(() => {
      useBrandHead(BRANDING);
    });
    expect(fontLinks()).toEqual(['/api/files/inter.css']);
    unmount();
    expect(fontLinks()).toEqual(['/api/files/inter.css']);
  });

  it('links no font file of another origin (the CSP allows styles from our own only)', () => {
    for (const fontSource of ['https://fonts.example.in/inter.css', '//cdn.example.in/inter.css']) {
      const { unmount } = renderHook(() => {
        useBrandHead({ ...BRANDING, fontSource });
      });
      expect(fontLinks()).toEqual([]);
      unmount();
    }
  });
});
