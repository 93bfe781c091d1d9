import { brandTokens, escapeHtml, type BrandColours, type PartnerBranding } from '@cl/contracts';

// Issue 16, spec 3: every page the server writes carries the brand it shows as the CSS custom
// properties the customer pages read (brandTokens of @cl/contracts), on <html>. The first paint
// is then in the partner's colours and font, and when the app reads the same brand it changes
// nothing: before, the app set them once it had read the brand, and every element of a signed-in
// page was styled and laid out a second time (~100-240 ms at the low-end phone's CPU).

/** A partner's brand as the colours and font the pages are drawn in. */
export function brandColours(branding: PartnerBranding): BrandColours {
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

/** `html` with `style` on its <html> element; a page whose <html> has a style already keeps it. */
export function withBrandStyle(html: string, style: string): string {
  return html.replace(/<html(?=[\s>])([^>]*)>/, (tag, attributes: string) =>
    /\sstyle=/.test(attributes) ? tag : `<html${attributes} style="${style}">`,
  );
}
