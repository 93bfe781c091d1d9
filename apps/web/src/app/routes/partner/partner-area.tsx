import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { PartnerLayout } from '@/app/routes/partner/partner-layout';
import { PartnerLoginRoute } from '@/app/routes/partner/partner-login-route';
import { PartnerNotFoundRoute } from '@/app/routes/partner/partner-not-found-route';
import { PartnerSessionGate } from '@/app/routes/partner/partner-session-gate';

// Each page is its own chunk inside the (already lazy) partner area: charts (recharts) load with
// the dashboard and funnel only, which matters to partners working from a phone.
const page = <T extends string>(load: () => Promise<Record<T, ComponentType>>, name: T) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const DashboardRoute = page(() => import('./pages/dashboard-route'), 'DashboardRoute');
const ProductOfferingRoute = page(() => import('./pages/product-offering-route'), 'ProductOfferingRoute');
const ProductRoute = page(() => import('./pages/product-route'), 'ProductRoute');
const MessagingContentRoute = page(() => import('./pages/messaging-content-route'), 'MessagingContentRoute');
const BannersRoute = page(() => import('./pages/banners-route'), 'BannersRoute');
const ReferralRoute = page(() => import('./pages/referral-route'), 'ReferralRoute');
const EligibilityCriteriaRoute = page(
  () => import('./pages/eligibility-criteria-route'),
  'EligibilityCriteriaRoute',
);
const LenderJourneyRoute = page(() => import('./pages/lender-journey-route'), 'LenderJourneyRoute');
const DigitalIntegrationRoute = page(
  () => import('./pages/digital-integration-route'),
  'DigitalIntegrationRoute',
);
const ReportsRoute = page(() => import('./pages/reports-route'), 'ReportsRoute');
const CustomFunnelRoute = page(() => import('./pages/custom-funnel-route'), 'CustomFunnelRoute');
const SettingsRoute = page(() => import('./pages/settings-route'), 'SettingsRoute');
const StatementsRoute = page(() => import('./pages/statements-route'), 'StatementsRoute');
const SectionHubRoute = lazy(() =>
  import('./pages/section-hub-route').then((m) => ({ default: m.SectionHubRoute })),
);
const TicketRoute = lazy(() => import('./pages/ticket-route').then((m) => ({ default: m.TicketRoute })));
const FaqRoute = lazy(() => import('./pages/faq-route').then((m) => ({ default: m.FaqRoute })));

const p = paths.partner;

/** spec 2 partner routes (lazy: customers never download this); spec 6 session guard. */
export function PartnerArea() {
  return (
    <Routes>
      <Route element={<PartnerLayout />}>
        <Route path={p.login.path} element={<PartnerLoginRoute />} />
        <Route path={p.brandedLogin.path} element={<PartnerLoginRoute />} />
      </Route>
      <Route element={<PartnerSessionGate />}>
        <Route path={p.root.path} element={<DashboardRoute />} />
        <Route path={p.productOffering.path} element={<ProductOfferingRoute />} />
        <Route path={p.product.path} element={<ProductRoute />} />
        <Route path={p.marketingSupport.path} element={<SectionHubRoute section="marketingSupport" />} />
        <Route path={p.messagingContent.path} element={<MessagingContentRoute />} />
        <Route path={p.bannersAndCreatives.path} element={<BannersRoute />} />
        <Route path={p.communication.path} element={<SectionHubRoute section="communication" />} />
        <Route path={p.techSupport.path} element={<TicketRoute kind="tech_support" />} />
        <Route path={p.generalQuery.path} element={<TicketRoute kind="general_query" />} />
        <Route path={p.faqs.path} element={<SectionHubRoute section="faqs" />} />
        <Route path={p.customerQueries.path} element={<FaqRoute kind="customer" />} />
        <Route path={p.dsaQueries.path} element={<FaqRoute kind="dsa" />} />
        <Route path={p.referral.path} element={<ReferralRoute />} />
        <Route path={p.trainingMaterial.path} element={<SectionHubRoute section="trainingMaterial" />} />
        <Route path={p.eligibilityCriteria.path} element={<EligibilityCriteriaRoute />} />
        <Route path={p.lenderJourney.path} element={<LenderJourneyRoute />} />
        <Route path={p.digitalIntegration.path} element={<DigitalIntegrationRoute />} />
        <Route path={p.reports.path} element={<ReportsRoute />} />
        <Route path={p.customFunnel.path} element={<CustomFunnelRoute />} />
        <Route path={p.statements.path} element={<StatementsRoute />} />
        <Route path={p.settings.path} element={<SettingsRoute />} />
        <Route path="/partner/*" element={<PartnerNotFoundRoute signedIn />} />
      </Route>
      <Route path="*" element={<PartnerNotFoundRoute />} />
    </Routes>
  );
}
