import { bootPage, isSiteHome, JOURNEY_PATHS, WEB_ROUTES } from '@cl/contracts';

// Issue 6: which site this page is. The server writes it into index.html (apps/server
// plugins/spa.ts) as <meta name="cl-site" content="partner=<key>;solar;visitor">, so the first
// paint already knows the brand and the root page: no extra round trip on a slow connection.
// Decisions (docs/ARCHITECTURE.md, "White-label sites"): a partner's own host name is a
// white-label site; the solar host is one too, with its own root page. The ?partner= query
// only brands pages on our site.

const PARTNER_KEY = /^[\w-]{1,64}$/;

export interface Site {
  /** The partner whose own host name this is, or null on our site. */
  hostPartner: string | null;
  /** The solar-branded host: its root page is the solar page (spec 2). */
  solar: boolean;
  /** spec 2 white-label rules: '/' shows products, '/login' signs in, '/products' is not used. */
  whiteLabel: boolean;
  /**
   * The server saw no customer session cookie when it served this page: nobody is signed in, so
   * the sign-in page skips the session check (issue 16). False when unknown (a page not served
   * by our server): then the check runs as always.
   */
  visitor: boolean;
}

export function parseSiteMeta(content: string | null | undefined): Site {
  let hostPartner: string | null = null;
  let solar = false;
  let visitor = false;
  for (const part of (content ?? '').split(';')) {
    const [key, value] = part.split('=');
    if (key === 'partner' && value && PARTNER_KEY.test(value)) hostPartner = value;
    if (key === 'solar' && value === undefined) solar = true;
    if (key === 'visitor' && value === undefined) visitor = true;
  }
  return { hostPartner, solar, whiteLabel: hostPartner !== null || solar, visitor };
}

let current: Site | undefined;

/** This page's site, read once from index.html. */
export function currentSite(): Site {
  current ??= parseSiteMeta(
    typeof document === 'undefined'
      ? null
      : document.querySelector('meta[name="cl-site"]')?.getAttribute('content'),
  );
  return current;
}

/** Tests only: pretend the page was served for another host. */
export function setSiteForTests(site: Site | undefined): void {
  current = site;
}

/**
 * Whether a customer path shows the login page (spec 2): on our site '/' and the landing
 * segments, on a white-label site only '/login' (there '/' and the segments show the products).
 */
export function isLoginPagePath(pathname: string): boolean {
  if (currentSite().whiteLabel) return pathname.replace(/\/+$/, '') === WEB_ROUTES.customer.login;
  return isSiteHome(pathname);
}

/**
 * Whether a customer path shows the products page (spec 2): '/products' on our site, '/' and the
 * landing segments on a white-label site (the solar host shows its solar page there instead).
 * bootPage's rule (@cl/contracts), which the server names the page's code by.
 */
export function isProductsPagePath(pathname: string): boolean {
  return bootPage(pathname, currentSite())?.kind === 'products';
}

/** The offers pages (one per product) and the published ranking method, drawn without MUI. */
const PLAIN_OFFER_PATHS: ReadonlySet<string> = new Set([
  JOURNEY_PATHS.offers,
  JOURNEY_PATHS.businessOffers,
  JOURNEY_PATHS.goldOffers,
  JOURNEY_PATHS.housingOffers,
  WEB_ROUTES.offers.rankingMethod,
]);

/**
 * Issue 16 (docs/decisions/027): the customer pages drawn without MUI, the sign-in, the products,
 * the offers and the ranking method, and `journeyPaths` (config/paths.ts plainJourneyPaths: the
 * profile forms and the pages beside them): MUI's theme is neither wrapped around them nor
 * fetched at boot for them.
 */
export function isPlainPagePath(pathname: string, journeyPaths: ReadonlySet<string>): boolean {
  const path = pathname.replace(/(.)\/+$/, '$1');
  return (
    isLoginPagePath(pathname) ||
    isProductsPagePath(pathname) ||
    journeyPaths.has(path) ||
    PLAIN_OFFER_PATHS.has(path)
  );
}

/**
 * A journey path of @cl/contracts (written for our site) as a path on this site: on a
 * white-label site the customer signs in at '/login' and chooses a product at '/'.
 */
export function onThisSite(path: string): string {
  if (!currentSite().whiteLabel) return path;
  if (path === '/') return '/login';
  if (path === '/products') return '/';
  return path;
}
