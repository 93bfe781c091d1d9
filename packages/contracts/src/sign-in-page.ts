// Issue 16 (ADR 027, option 3): the sign-in page is prerendered at web build time, one page per
// language, into this file of the web build; the server fills in the slots per site (brand,
// partner link, year) and serves it to visitors. Both sides read the names from here.

/** The file, in the web build's root, holding `{ companyName, pages: { en, hi } }`. */
export const SIGN_IN_PAGES_FILE = 'sign-in-pages.json';

/** Placeholders the server replaces; every value it puts in is escaped for HTML. */
export const SIGN_IN_SLOTS = {
  /** The brand's CSS custom properties, the `style` of <html>. */
  htmlStyle: '%CL_HTML_STYLE%',
  /** The browser bar's colour (the brand's secondary colour). */
  themeColour: '%CL_THEME_COLOUR%',
  /** Extra head elements: the partner's own font stylesheet, when it is on our origin. */
  head: '%CL_HEAD%',
  /** The header logo's content: the logo image(s) or the brand's name. */
  logo: '%CL_LOGO%',
  /** The name the site goes by (the partner's title, else our company name). */
  brandName: '%CL_BRAND_NAME%',
  /** '' or `?partner=<key>`: links carry the partner query parameter along (spec 2). */
  partnerQuery: '%CL_PARTNER_QUERY%',
  /** The white-label partner whose own terms apply too (spec 3 tancApply). */
  partnerTerms: '%CL_PARTNER_TERMS%',
  year: '%CL_YEAR%',
} as const;

/** Wraps the partner-terms part of the consent line; the server drops it when it does not apply. */
export const SIGN_IN_PARTNER_TERMS = { start: '<!--cl:partner-terms-->', end: '<!--/cl:partner-terms-->' };

/** Text or an attribute value as HTML: what the page's build and the server put into it. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
