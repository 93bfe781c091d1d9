import { DEFAULT_PARTNER_NAME, LANGUAGE_CODES } from './constants.ts';
import { lenderProductOf, PERSONAL_FAMILY_PRODUCTS, PRODUCT_TYPES, type LenderProduct } from './catalog.ts';
import { API, apiPath, AUTH_API, OFFERS_API, USER_API } from './api/paths.ts';
import { URL_SEGMENTS, WEB_ROUTES } from './web-routes.ts';

// Issue 16: the reads a page makes as it starts (the brand; for a signed-in customer the session,
// the user record and the page's own data), one list for both sides. The web app asks for them at
// boot (apps/web app/boot-data.ts); the server answers them inside the page it sends to a browser
// with a customer session (apps/server plugins/boot-answers.ts), so on a slow connection the page
// does not wait for its start files and then a round trip before it has its data.

/** The cookie holding the product the customer chose (spec 3 productType). */
export const PRODUCT_TYPE_COOKIE = 'productType';

/** The offers pages: each loan family's own (issue 13: gold and housing too, spec 4's redirect). */
export type OffersProduct = 'personal' | 'business' | 'gold' | 'housing';
export type BootPage = { kind: 'form' } | { kind: 'offers'; product: OffersProduct } | { kind: 'products' };
/** Every kind of page bootPage knows: the build names each one's code (apps/web page-code-build.ts). */
export const BOOT_PAGE_KINDS = ['products', 'form', 'offers'] as const satisfies readonly BootPage['kind'][];
export type BootPageKind = (typeof BOOT_PAGE_KINDS)[number];

const c = WEB_ROUTES.customer;
const o = WEB_ROUTES.offers;
const FORM_PAGES: readonly string[] = [
  c.userDetail,
  c.additionalInfo,
  c.businessDetail,
  c.goldDetail,
  c.housingDetail,
];
const OFFERS_PAGES = new Map<string, OffersProduct>([
  [o.offers, 'personal'],
  [o.businessOffers, 'business'],
  [o.goldOffers, 'gold'],
  [o.housingOffers, 'housing'],
]);

/** The site a page is served for (the page's cl-site meta, spec 2). */
export interface BootSite {
  /** The partner whose own host this is, or null. */
  hostPartner: string | null;
  /** The solar host. */
  solar: boolean;
}

const OUR_SITE: BootSite = { hostPartner: null, solar: false };

/**
 * A site's home: '/' and the landing segments (spec 2 '/:urlSegment'), a trailing slash allowed.
 * A partner's own host shows its products there, the solar host its solar page, our site the sign-in.
 */
export function isSiteHome(pathname: string): boolean {
  const page = pathname.replace(/\/+$/, '');
  return page === '' || URL_SEGMENTS.some((segment) => page === `/${segment}`);
}

/**
 * The products page, a profile form or an offers page at `pathname` (a trailing slash allowed) on
 * `site`, or null. spec 2: the products are '/products' on our site; on a partner's own host they
 * are its home, and '/products' is not used; the solar host's home is the solar page.
 */
export function bootPage(pathname: string, site: BootSite = OUR_SITE): BootPage | null {
  const page = pathname.replace(/\/+$/, '');
  const whiteLabel = site.hostPartner !== null || site.solar;
  if (whiteLabel ? !site.solar && isSiteHome(page) : page === c.products) return { kind: 'products' };
  if (FORM_PAGES.includes(page)) return { kind: 'form' };
  const product = OFFERS_PAGES.get(page);
  return product ? { kind: 'offers', product } : null;
}

/**
 * The lender product an offers page shows. /user/offers serves the personal family (issue 13):
 * personal, student, two-wheeler and car loans share the personal form, and each shows its own
 * lenders' offers (`chosen`, the product cookie's value). Affordable housing and home loans are
 * both the home lenders' (catalog.ts).
 */
export function shownLenderProduct(product: OffersProduct, chosen: string | null | undefined): LenderProduct {
  if (product === 'business' || product === 'gold') return product;
  if (product === 'housing') return 'home';
  const type = PRODUCT_TYPES.find((t) => t === chosen);
  const lenderProduct = type ? lenderProductOf(type) : null;
  return PERSONAL_FAMILY_PRODUCTS.find((p) => p === lenderProduct) ?? 'personal';
}

// The rule of partnerNameParams (1-64 letters, digits, _ or -), checked without zod: the web's
// start page reads this (docs/decisions/007). partner-name.test.ts holds both to it.
const PARTNER_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const BRANDED_PARTNER_LOGIN = /^\/([^/]+)\/partner\/login\/?$/;

function validPartnerName(value: string | null | undefined): string | null {
  const name = value?.trim();
  return name && PARTNER_NAME.test(name) ? name : null;
}

/** One form-encoded part, as URLSearchParams decodes it (a malformed escape is left as it is). */
function formDecoded(part: string): string {
  const spaced = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** The first value of `name` in a query string (with or without its '?'), or null: URLSearchParams's get. */
export function queryParam(search: string, name: string): string | null {
  for (const part of search.replace(/^\?/, '').split('&')) {
    const at = part.indexOf('=');
    if (formDecoded(at < 0 ? part : part.slice(0, at)) === name)
      return formDecoded(at < 0 ? '' : part.slice(at + 1));
  }
  return null;
}

/** The query parameter naming the partner whose brand a page on our site wears (spec 2). */
export const PARTNER_QUERY = 'partner';

/** The `partner` query parameter when present and well-formed; links carry it along (spec 2). */
export function partnerQueryParam(search: string): string | null {
  return validPartnerName(queryParam(search, PARTNER_QUERY));
}

/**
 * spec 2, spec 7: whose brand a page shows: the partner whose own host name this is, else the
 * `partner` query parameter, else the first segment of /:partner/partner/login; otherwise ours.
 */
export function partnerNameFromLocation(
  pathname: string,
  search: string,
  hostPartner: string | null = null,
): string {
  const fromPath = BRANDED_PARTNER_LOGIN.exec(pathname)?.[1];
  return (
    validPartnerName(hostPartner) ??
    partnerQueryParam(search) ??
    validPartnerName(fromPath) ??
    DEFAULT_PARTNER_NAME
  );
}

/** GET /api/offers?product=…: an offers page's data. */
export const offersPath = (product: LenderProduct) =>
  `${OFFERS_API.offers}?product=${encodeURIComponent(product)}`;

/** spec 7 GET /api/search-list/en; '/hi' answers the Hindi labels: a profile form's option lists. */
export const optionListsPath = (language: string) => API.searchList.replace(/\/en$/, `/${language}`);

/** GET of the signed-in user's record: every signed-in page's shell reads it (spec 4). */
export const userRecordPath = (userId: number) => apiPath(USER_API.user, { userId });

/** The session user's id in GET /api/auth/session's answer, read by hand (no zod at boot). */
export function sessionUserId(payload: unknown): number | null {
  if (typeof payload !== 'object' || payload === null || !('data' in payload)) return null;
  const data = payload.data;
  if (typeof data !== 'object' || data === null || !('user' in data)) return null;
  const user = data.user;
  if (typeof user !== 'object' || user === null || !('userId' in user)) return null;
  return typeof user.userId === 'number' && Number.isSafeInteger(user.userId) && user.userId > 0
    ? user.userId
    : null;
}

export interface BootReadsOf extends BootSite {
  pathname: string;
  search: string;
  /** The language the reads are asked in (the page's lang). */
  language: string;
  /** The product cookie's value. */
  productType: string | null | undefined;
  /** Whether the browser may hold a customer session (the customer area, a session cookie seen). */
  customer: boolean;
}

/**
 * The GETs a page makes as it starts, in order: the brand every area's theme reads; for a customer
 * the session (the user record follows it: userRecordPath with sessionUserId), then the page's own.
 */
export function bootReads(of: BootReadsOf): string[] {
  const reads = [
    apiPath(API.partnerByName, {
      partnerName: partnerNameFromLocation(of.pathname, of.search, of.hostPartner),
    }),
  ];
  if (!of.customer) return reads;
  reads.push(AUTH_API.session);
  const page = bootPage(of.pathname, of);
  if (page?.kind === 'form' && LANGUAGE_CODES.some((code) => code === of.language))
    reads.push(optionListsPath(of.language));
  if (page?.kind === 'offers')
    reads.push(offersPath(shownLenderProduct(page.product, of.productType)), OFFERS_API.applications);
  return reads;
}

/** The element of the page holding the answers the server gave to its boot reads. */
export const BOOT_ANSWERS_ID = 'cl-boot-answers';

/** Its content: the language the reads were answered in, and each successful answer by path. */
export interface BootAnswers {
  language: string;
  answers: Record<string, unknown>;
}
