import {
  brandPalette,
  brandTokens,
  escapeHtml,
  type BrandColours,
  type PartnerBranding,
} from '@cl/contracts';

// Issue 16, spec 3: every page the server writes carries the brand it shows as the CSS custom
// properties the customer pages read (brandTokens of @cl/contracts), on <html>. The first paint
// is then in the partner's colours and font, and when the app reads the same brand it changes
// nothing: before, the app set them once it had read the brand, and every element of a signed-in
// page was styled and laid out a second time (~100-240 ms at the low-end phone's CPU).

/** A partner's brand as the colours and font the pages are drawn in. */
function brandColours(branding: PartnerBranding): BrandColours {
  return {
    primary: branding.primaryColor,
    secondary: branding.secondaryColor,
    fontFamily: branding.fontFamily,
  };
}

/** The brand as the value of <html>'s style attribute, escaped for HTML. */
export function brandStyle(branding: PartnerBranding): string {
  return escapeHtml(
    brandTokens(brandColours(branding))
      .map(([name, value]) => `${name}: ${value}`)
      .join('; '),
  );
}

/** The browser bar's colour (meta theme-color): the brand's secondary colour, escaped for HTML. */
export function brandThemeColour(branding: PartnerBranding): string {
  return escapeHtml(brandPalette(brandColours(branding)).secondary);
}

/**
 * The partner's font stylesheet as a <link>, when the file is on our origin (the CSP allows
 * styles from 'self' only; the app's use-brand-head.ts keeps the same rule); otherwise ''.
 */
export function brandFontLink(branding: PartnerBranding): string {
  const font = branding.fontSource;
  return font?.startsWith('/') && !font.startsWith('//')
    ? `<link rel="stylesheet" href="${escapeHtml(font)}">`
    : '';
}

/**
 * `html` in `branding`: its colours and font on <html> (a page whose <html> has a style already
 * keeps it), the browser bar's colour, and the partner's font stylesheet, so that nothing of the
 * brand changes when the app reads it.
 */
export function withBrand(html: string, branding: PartnerBranding): string {
  const style = brandStyle(branding);
  return html
    .replace(/<html(?=[\s>])([^>]*)>/, (tag, attributes: string) =>
      /\sstyle=/.test(attributes) ? tag : `<html${attributes} style="${style}">`,
    )
    .replace(/(<meta name="theme-color" content=")[^"]*"/, `$1${brandThemeColour(branding)}"`)
    .replace('</head>', `${brandFontLink(branding)}</head>`);
}
