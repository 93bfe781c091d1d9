import { WEB_ROUTES } from '@cl/contracts';
import type { OffersProduct } from '@/app/routes/customer/offers/shown-product';

// The signed-in customer pages whose data (boot-data.ts) and code (boot-code.ts) are asked for at
// boot, by path, and whose code the server names in the page it sends (page-code-build.ts, issue
// 16): the journey rules of @cl/contracts are not on the start page, and the guard still decides
// whether the page shows (what nobody takes is dropped, or waits in the browser's cache).
// The web build reads this file too: no '@/' imports but of types.

export type BootPage = { kind: 'form' } | { kind: 'offers'; product: OffersProduct } | { kind: 'products' };
export type BootPageKind = BootPage['kind'];

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

/** Every path bootPage knows, for the build. '/products' is our site's (a white-label site's is '/'). */
export const BOOT_PAGE_PATHS: readonly string[] = [c.products, ...FORM_PAGES, ...OFFERS_PAGES.keys()];

/** The products page, a profile form or an offers page at `pathname` (a trailing slash allowed), or null. */
export function bootPage(pathname: string): BootPage | null {
  const page = pathname.replace(/\/+$/, '');
  if (page === c.products) return { kind: 'products' };
  if (FORM_PAGES.includes(page)) return { kind: 'form' };
  const product = OFFERS_PAGES.get(page);
  return product ? { kind: 'offers', product } : null;
}

/**
 * What each kind of page renders with: its modules (paths in apps/web, each fetched at boot by
 * boot-code.ts's loaders) and its texts' namespaces. The build names these modules' files, and
 * everything they import, in the page the server sends for these paths.
 */
export const BOOT_PAGE_CODE: Record<
  BootPageKind,
  { modules: readonly string[]; namespaces: readonly string[] }
> = {
  products: { modules: ['src/app/routes/customer/products-route.tsx'], namespaces: ['products'] },
  // The journey screens import the guard (route-guard.tsx) themselves.
  form: {
    modules: ['src/app/routes/customer/journey/journey-screen.tsx'],
    namespaces: ['journey', 'profile'],
  },
  offers: {
    modules: ['src/app/routes/customer/route-guard.tsx', 'src/app/routes/customer/offers/offers-route.tsx'],
    namespaces: ['offers'],
  },
};
