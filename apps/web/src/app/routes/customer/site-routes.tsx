import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoginRoute } from '@/app/routes/customer/login-route';
import { currentSite } from '@/lib/site';

// spec 2 white-label rules of the customer routes, in one place (lib/site.ts says which site
// this is): '/' and ':urlSegment' show the login page on our site and the products on a
// white-label site (the solar page on the solar host); '/login' exists only on a white-label
// site and '/products' only off it. The other one of each pair goes to its counterpart.
export const ProductsRoute = lazy(() =>
  import('@/app/routes/customer/products-route').then((m) => ({ default: m.ProductsRoute })),
);
const SolarHomeRoute = lazy(() =>
  import('@/app/routes/customer/solar-home-route').then((m) => ({ default: m.SolarHomeRoute })),
);

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
