import { Navigate, useLocation } from 'react-router';
import { isSiteHome } from '@cl/contracts';
import { LoginRoute } from '@/app/routes/customer/login-route';
import { i18n } from '@/lib/i18n';
import { preloadedLazy } from '@/lib/preloaded-lazy';
import { currentSite, isProductsPagePath } from '@/lib/site';

// spec 2 white-label rules of the customer routes, in one place (lib/site.ts says which site
// this is): '/' and ':urlSegment' show the login page on our site and the products on a
// white-label site (the solar page on the solar host); '/login' exists only on a white-label
// site and '/products' only off it. The other one of each pair goes to its counterpart.
const products = preloadedLazy(
  () => import('@/app/routes/customer/products-route'),
  (m) => m.ProductsRoute,
);
const solar = preloadedLazy(
  () => import('@/app/routes/customer/solar-home-route'),
  (m) => m.SolarHomeRoute,
);
const ProductsRoute = products.Component;
const SolarHomeRoute = solar.Component;

/**
 * Run before the first render: when this address shows the products (or solar) page, fetch its
 * code now, alongside the query client, instead of one after the other (slow 4G). Which addresses
 * those are is lib/site.ts's rule (bootPage's of @cl/contracts, the server's too); the products page's texts are
 * boot-code.ts's to ask for with its other kinds of page, the solar page's are asked for here.
 * Settles when they have arrived; null on any other page. A failed fetch rejects, and lazy()
 * fetches the code again when the page renders.
 */
export function preloadSitePage(pathname: string): Promise<unknown> | null {
  const site = currentSite();
  if (site.solar)
    return isSiteHome(pathname) ? Promise.all([solar.preload(), i18n.loadNamespaces('products')]) : null;
  return isProductsPagePath(pathname) ? products.preload() : null;
}

/** '/' and known ':urlSegment's. */
export function SiteHomeRoute() {
  const site = currentSite();
  if (site.solar) return <SolarHomeRoute />;
  return site.whiteLabel ? <ProductsRoute /> : <LoginRoute />;
}

/** '/login': the white-label sign-in; on our site the sign-in is '/'. */
export function WhiteLabelLoginRoute() {
  const location = useLocation();
  if (currentSite().whiteLabel) return <LoginRoute />;
  return <Navigate to={`/${location.search}`} state={location.state as unknown} replace />;
}

/** '/products': our site's product page; on a white-label site the products are at '/'. */
export function MainSiteProductsRoute() {
  const { search } = useLocation();
  return currentSite().whiteLabel ? <Navigate to={`/${search}`} replace /> : <ProductsRoute />;
}
