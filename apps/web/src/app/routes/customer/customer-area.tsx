import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { paths } from '@/config/paths';
import { CustomerLayout } from '@/app/routes/customer/customer-layout';
import { LandingRoute } from '@/app/routes/customer/landing-route';
import {
  MainSiteProductsRoute,
  SiteHomeRoute,
  WhiteLabelLoginRoute,
} from '@/app/routes/customer/site-routes';
import { LazyNotFoundRoute } from '@/app/routes/public/lazy-not-found-route';
import { journeyRoutes } from '@/app/routes/customer/journey-routes';
import { offerRoutes } from '@/app/routes/customer/offer-routes';
import { merchantRoutes } from '@/app/routes/customer/merchant-routes';

// The login page is the start page and ships with it; every other page is fetched when opened.
const TermsOfUseRoute = lazy(() =>
  import('@/app/routes/public/terms-of-use-route').then((m) => ({ default: m.TermsOfUseRoute })),
);
const PrivacyPolicyRoute = lazy(() =>
  import('@/app/routes/public/privacy-policy-route').then((m) => ({ default: m.PrivacyPolicyRoute })),
);

/**
 * spec 2 customer routes. Sign-in, profile and journey pages live in journey-routes.tsx; offers,
 * applications, lender pages, cards and insurance in offer-routes.tsx.
 */
export function CustomerArea() {
  return (
    <CustomerLayout>
      <Suspense fallback={<CenteredSpinner />}>
        <Routes>
          <Route path={paths.customer.home.path} element={<SiteHomeRoute />} />
          <Route path={paths.customer.login.path} element={<WhiteLabelLoginRoute />} />
          <Route path={paths.customer.products.path} element={<MainSiteProductsRoute />} />
          <Route path={paths.customer.termsOfUse.path} element={<TermsOfUseRoute />} />
          <Route path={paths.customer.privacyPolicy.path} element={<PrivacyPolicyRoute />} />
          {journeyRoutes}
          {offerRoutes}
          {merchantRoutes}
          <Route path={paths.public.notFound.path} element={<LazyNotFoundRoute />} />
          <Route path={paths.customer.landing.path} element={<LandingRoute />} />
          <Route path="*" element={<LazyNotFoundRoute />} />
        </Routes>
      </Suspense>
    </CustomerLayout>
  );
}
