import { Route } from 'react-router';
import { paths } from '@/config/paths';
import { JourneyScreen } from '@/app/routes/customer/journey/load-journey-screens';

// Customer sign-in, profile and journey routes (issue 3; spec 2, spec 4). A fragment of <Route>
// elements that customer-area.tsx places inside its <Routes>. The screens are one chunk, fetched
// when the first of them opens; /user pages render through JourneyGuard (spec 4 routing, spec 6).
// The paths are static, so they win over '/user/:lender' (lender pages, offer-routes.tsx).

const c = paths.customer;

/**
 * The route guard as a layout element (issue 13): every /user route here renders inside it, and
 * those of offer-routes.tsx inside the same guard loaded on its own (route-guard.tsx, issue 16), so
 * guardCustomerPath of @cl/contracts decides every customer page.
 */
export const customerGuard = <JourneyScreen screen="guard" />;

export const journeyRoutes = (
  <>
    <Route path={c.verification.path} element={<JourneyScreen screen="verification" />} />
    <Route path={c.indialendsOtp.path} element={<JourneyScreen screen="indialends-otp" />} />
    <Route path={c.auth.path} element={<JourneyScreen screen="auth" />} />
    <Route path={c.redirect.path} element={<JourneyScreen screen="redirect" />} />
    <Route path={c.socialmediaOnboarding.path} element={<JourneyScreen screen="socialmedia-onboarding" />} />
    <Route path={c.customerSite.path} element={<JourneyScreen screen="customer-site" />} />
    <Route element={customerGuard}>
      <Route path={c.userDetail.path} element={<JourneyScreen screen="personal" />} />
      <Route path={c.additionalInfo.path} element={<JourneyScreen screen="additional" />} />
      <Route path={c.businessDetail.path} element={<JourneyScreen screen="business" />} />
      <Route path={c.goldDetail.path} element={<JourneyScreen screen="gold" />} />
      <Route path={c.housingDetail.path} element={<JourneyScreen screen="housing" />} />
      <Route path={c.welcomeBack.path} element={<JourneyScreen screen="welcome-back" />} />
      <Route path={c.businessWelcomeBack.path} element={<JourneyScreen screen="business-welcome-back" />} />
      <Route path={c.language.path} element={<JourneyScreen screen="language" />} />
      <Route path={c.profile.path} element={<JourneyScreen screen="profile" />} />
      <Route path={c.userIndialendsOtp.path} element={<JourneyScreen screen="indialends-otp" />} />
    </Route>
  </>
);
