import { useEffect } from 'react';
import type { PartnerBranding } from '@cl/contracts';

/**
 * Puts the brand into the document head: the browser bar colour and, when the partner has its own
 * font file on our origin, that stylesheet. Other origins are skipped: the server's CSP allows
 * styles and fonts from 'self' only. The page the server writes has both for its brand already
 * (plugins/brand-style.ts); this follows a brand read later or changed in the page.
 */
export function useBrandHead(branding: PartnerBranding | undefined): void {
  const colour = branding?.secondaryColor;
  const fontSource = branding?.fontSource;

  useEffect(() => {
    if (!colour) return;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colour);
  }, [colour]);

  useEffect(() => {
    if (!fontSource?.startsWith('/') || fontSource.startsWith('//')) return;
    // The server links it already in the page it wrote for this brand (plugins/brand-style.ts).
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
    if (Array.from(links).some((existing) => existing.getAttribute('href') === fontSource)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = fontSource;
    document.head.appendChild(link);
    return () => {
      link.remove();
    };
  }, [fontSource]);
}
