import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_PARTNER_NAME,
  escapeHtml,
  LANGUAGE_CODES,
  partnerNameFromLocation,
  partnerQueryParam,
  SIGN_IN_PAGES_FILE,
  SIGN_IN_PARTNER_TERMS,
  SIGN_IN_SLOTS,
  URL_SEGMENTS,
  type LanguageCode,
  type PartnerBranding,
} from '@cl/contracts';
import type { Site } from '../modules/partners/site-context.ts';
import { brandFontLink, brandStyle, brandThemeColour } from './brand-style.ts';

// Issue 16 (ADR 027, option 3): the sign-in page a visitor gets, prerendered at web build time
// (apps/web/src/app/sign-in/markup.ts) and filled in here per site: the partner's brand, the
// partner link, the year. Every value from the database is escaped for HTML.

const signInPages = z.object({
  companyName: z.string(),
  pages: z.object({ en: z.string(), hi: z.string() }),
});
export type SignInPages = z.infer<typeof signInPages>;

/** The web build's prerendered pages; null when the build has none (an older build, tests). */
export async function loadSignInPages(root: string): Promise<SignInPages | null> {
  try {
    return signInPages.parse(JSON.parse(await readFile(path.join(root, SIGN_IN_PAGES_FILE), 'utf8')));
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * spec 2: the addresses that show the sign-in page (apps/web lib/site.ts isLoginPagePath): on our
 * site '/', '/login' (the app sends it to '/') and the landing segments; on a white-label site
 * (a partner's host, the solar host) only '/login'.
 */
export function isSignInPath(pathname: string, site: Pick<Site, 'partnerKey' | 'solar'>): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const [first] = segments;
  if (segments.length > 1) return false;
  if (site.partnerKey !== null || site.solar) return first === 'login';
  return first === undefined || first === 'login' || URL_SEGMENTS.some((segment) => segment === first);
}

/** The page's language: the cookie the web app keeps beside localStorage, else the default. */
export function pageLanguage(cookie: string | undefined): LanguageCode {
  return LANGUAGE_CODES.find((code) => code === cookie) ?? DEFAULT_LANGUAGE;
}

/**
 * spec 2: whose brand the page shows (the host's partner, else `?partner=`, else ours) and the
 * `partner` parameter its links carry along, as the web app reads them (@cl/contracts).
 */
export function signInPartner(site: Pick<Site, 'partnerKey'>, search: string) {
  return { name: partnerNameFromLocation('/', search, site.partnerKey), query: partnerQueryParam(search) };
}

interface Fill {
  branding: PartnerBranding;
  /** The partner whose brand this is (its key): our own brand has no partner terms. */
  partnerName: string;
  companyName: string;
  partnerQuery: string | null;
  year: number;
}

/** One prerendered page with its slots filled in (apps/web features/branding: brand-logo.tsx, brand-style.tsx). */
export function fillSignInPage(page: string, fill: Fill): string {
  const { branding } = fill;
  const brandName = branding.title ?? fill.companyName;
  const image = (src: string | null, className: string) =>
    src ? `<img src="${escapeHtml(src)}" alt="" class="${className}">` : '';
  const logo =
    (image(branding.logo || null, 'cl-logo__img') ||
      `<span class="cl-logo__name">${escapeHtml(brandName)}</span>`) +
    image(branding.coBrandLogo, 'cl-logo__co');
  const terms = fill.partnerName !== DEFAULT_PARTNER_NAME && branding.tancApply ? branding.name : '';
  const values: Record<string, string> = {
    [SIGN_IN_SLOTS.htmlStyle]: brandStyle(branding),
    [SIGN_IN_SLOTS.themeColour]: brandThemeColour(branding),
    [SIGN_IN_SLOTS.head]: brandFontLink(branding),
    [SIGN_IN_SLOTS.logo]: logo,
    [SIGN_IN_SLOTS.brandName]: escapeHtml(brandName),
    [SIGN_IN_SLOTS.partnerQuery]: fill.partnerQuery
      ? escapeHtml(`?${new URLSearchParams({ partner: fill.partnerQuery }).toString()}`)
      : '',
    [SIGN_IN_SLOTS.partnerTerms]: escapeHtml(terms),
    [SIGN_IN_SLOTS.year]: String(fill.year),
  };
  const { start, end } = SIGN_IN_PARTNER_TERMS;
  const withTerms = terms
    ? page.replace(start, '').replace(end, '')
    : page.replace(new RegExp(`${start}[\\s\\S]*?${end.replace('/', '\\/')}`), '');
  // One pass: a value put in is never read again as a slot.
  return withTerms.replace(/%CL_[A-Z_]+%/g, (slot) => values[slot] ?? slot);
}

export const MAX_KEPT_PAGES = 500;

/**
 * The page for a visitor's request. A filled page is kept per language, partner, link and year
 * with the brand it was filled with, and served while `brandingOf` (the brand read cache,
 * partners/partner-branding-cache.ts: a minute, cleared by every partner write) answers that same
 * brand, so a request costs the brand look-up and a map look-up, and an edited brand shows at
 * once. At most MAX_KEPT_PAGES in all: the `?partner=` name and its spelling are the visitor's to
 * choose. `now` and `fill` are the clock and the filler (tests count the fills).
 */
export function createSignInRenderer(
  pages: SignInPages,
  brandingOf: (partnerName: string) => Promise<PartnerBranding>,
  now: () => number = Date.now,
  fill: typeof fillSignInPage = fillSignInPage,
) {
  const kept = new Map<string, { branding: PartnerBranding; html: string }>();
  return async (site: Pick<Site, 'partnerKey'>, search: string, languageCookie: string | undefined) => {
    const language = pageLanguage(languageCookie);
    const partner = signInPartner(site, search);
    const year = new Date(now()).getFullYear();
    const branding = await brandingOf(partner.name);
    const key = [language, partner.name, partner.query ?? '', year].join('\n');
    const hit = kept.get(key);
    if (hit?.branding === branding) return hit.html;
    const html = fill(pages.pages[language], {
      branding,
      partnerName: partner.name,
      companyName: pages.companyName,
      partnerQuery: partner.query,
      year,
    });
    if (!hit && kept.size >= MAX_KEPT_PAGES) kept.clear();
    kept.set(key, { branding, html });
    return html;
  };
}
