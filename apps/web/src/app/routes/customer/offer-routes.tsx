import { lazy } from 'react';
import { Route } from 'react-router';
import { paths } from '@/config/paths';
import { LENDER_PAGE_SLUGS } from '@cl/contracts';
import { preloadedLazy } from '@/lib/preloaded-lazy';

// Offers, applications, lender pages, credit cards and insurance routes (issue 4).
// A fragment of <Route> elements that customer-area.tsx places inside its <Routes>. Every page is
// its own chunk, fetched when opened: none of this ships with the start page. Every /user page
// renders inside the journey guard (issue 13: signed in, verified, product, profile, welcome-back).
// Issue 16: the offer pages' guard is the journey's (route-guard.tsx), loaded on its own, not
// through the journey screens' chunk with the profile forms.
/** The guard's and the offers page's code, also fetched at boot on their pages (app/boot-code.ts). */
const guard = preloadedLazy(
  () => import('@/app/routes/customer/route-guard'),
  (m) => m.JourneyGuard,
);
const offers = preloadedLazy(
  () => import('@/app/routes/customer/offers/offers-route'),
  (m) => m.OffersRoute,
);
export const loadRouteGuard = guard.preload;
export const loadOffersRoute = offers.preload;
const JourneyGuard = guard.Component;
/** The offer routes' guard element (journey-routes.tsx has the journey screens', customerGuard). */
export const offerPagesGuard = <JourneyGuard />;
const OffersRoute = offers.Component;
const LenderSubmitRoute = lazy(() =>
  import('@/app/routes/customer/offers/lender-submit-route').then((m) => ({ default: m.LenderSubmitRoute })),
);
const LendersTransactionRoute = lazy(() =>
  import('@/app/routes/customer/offers/lenders-transaction-route').then((m) => ({
    default: m.LendersTransactionRoute,
  })),
);
const LenderPageRoute = lazy(() =>
  import('@/app/routes/customer/offers/lender-page-route').then((m) => ({ default: m.LenderPageRoute })),
);
const RankingMethodRoute = lazy(() =>
  import('@/app/routes/customer/offers/ranking-method-route').then((m) => ({
    default: m.RankingMethodRoute,
  })),
);
const CreditCardsRoute = lazy(() =>
  import('@/app/routes/customer/offers/credit-cards-route').then((m) => ({ default: m.CreditCardsRoute })),
);
const CreditCardHandoffRoute = lazy(() =>
  import('@/app/routes/customer/offers/credit-card-handoff-route').then((m) => ({
    default: m.CreditCardHandoffRoute,
  })),
);
const InsuranceRoute = lazy(() =>
  import('@/app/routes/customer/offers/insurance-route').then((m) => ({ default: m.InsuranceRoute })),
);
const DealsRoute = lazy(() =>
  import('@/app/routes/customer/offers/deals-route').then((m) => ({ default: m.DealsRoute })),
);
const NetworkOfferFormRoute = lazy(() =>
  import('@/app/routes/customer/offers/network-offer-form-route').then((m) => ({
    default: m.NetworkOfferFormRoute,
  })),
);
const ApplicationLenderFormRoute = lazy(() =>
  import('@/app/routes/customer/offers/application-lender-form-route').then((m) => ({
    default: m.ApplicationLenderFormRoute,
  })),
);
const TransferRoute = lazy(() =>
  import('@/app/routes/customer/offers/transfer-route').then((m) => ({ default: m.TransferRoute })),
);

const o = paths.offers;

export const offerRoutes = (
  <>
    <Route element={offerPagesGuard}>
      <Route path={o.offers.path} element={<OffersRoute key="personal" product="personal" />} />
      <Route path={o.businessOffers.path} element={<OffersRoute key="business" product="business" />} />
      <Route path={o.goldOffers.path} element={<OffersRoute key="gold" product="gold" />} />
      <Route path={o.housingOffers.path} element={<OffersRoute key="housing" product="housing" />} />
      <Route path={o.lenderSubmit.path} element={<LenderSubmitRoute />} />
      <Route path={o.lenderTransaction.path} element={<LendersTransactionRoute />} />
      {LENDER_PAGE_SLUGS.map((slug) => (
        <Route
          key={slug}
          path={o.lenderPage.getHref(slug)}
          element={<LenderPageRoute key={slug} slug={slug} />}
        />
      ))}
      <Route path={o.earlySalaryDeclined.path} element={<LenderPageRoute slug="earlysalary" declined />} />
      <Route path={o.creditCardHandoff.path} element={<CreditCardHandoffRoute />} />
      <Route path={o.insurance.path} element={<InsuranceRoute />} />
      <Route path={o.deals.path} element={<DealsRoute />} />
      <Route path={o.networkOfferForm.path} element={<NetworkOfferFormRoute />} />
      <Route path={o.applicationLenderForm.path} element={<ApplicationLenderFormRoute />} />
    </Route>
    <Route path={o.rankingMethod.path} element={<RankingMethodRoute />} />
    <Route path={o.creditCards.path} element={<CreditCardsRoute kind="all" />} />
    <Route path={o.cardsUnsecured.path} element={<CreditCardsRoute kind="unsecured" />} />
    <Route path={o.cardsSecured.path} element={<CreditCardsRoute kind="secured" />} />
    <Route path={o.transfer.path} element={<TransferRoute />} />
  </>
);
