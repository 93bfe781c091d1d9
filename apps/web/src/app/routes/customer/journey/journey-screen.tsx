import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { AuthRoute, CustomerSiteRoute, RedirectRoute, SocialMediaOnboardingRoute } from './hand-off-routes';
import { optionListsQueryOptions } from '@/features/profile/api/get-option-lists';
import { isLanguageCode } from '@/lib/i18n';
import { cacheSignedInReads, JourneyGuard } from '../route-guard';
import { LanguageRoute } from './language-route';
import { ProfileFormRoute } from './profile-form-route';
import { ProfileRoute } from './profile-route';
import { WelcomeBackRoute } from './welcome-back-route';

// Issue 16 (docs/decisions/027): the two code-entry screens still draw the OTP step with MUI, so
// they are a chunk of their own; the other journey screens (the profile forms first) are plain
// and load no MUI. The sign-in page fetches this chunk with the journey's while the code is sent.
export const loadOtpScreens = () => import('./otp-screens');
const VerificationRoute = lazy(() => loadOtpScreens().then((m) => ({ default: m.VerificationRoute })));
const IndialendsOtpRoute = lazy(() => loadOtpScreens().then((m) => ({ default: m.IndialendsOtpRoute })));

/**
 * Issue 16: a profile form's reads (the session and user record, the option lists in the page's
 * language) put in the query cache before its first render, from the answers inside the page
 * (app/boot-code.ts), by the query options the form reads them with.
 */
export async function cacheBootReads(client: QueryClient, language: string): Promise<void> {
  await Promise.all([
    cacheSignedInReads(client),
    isLanguageCode(language)
      ? client.query({ ...optionListsQueryOptions(language), retry: false })
      : undefined,
  ]);
}

export type JourneyScreenName =
  | 'guard'
  | 'verification'
  | 'personal'
  | 'additional'
  | 'business'
  | 'gold'
  | 'housing'
  | 'welcome-back'
  | 'business-welcome-back'
  | 'language'
  | 'profile'
  | 'indialends-otp'
  | 'auth'
  | 'redirect'
  | 'socialmedia-onboarding'
  | 'customer-site';

/**
 * The sign-in and journey screens as one chunk: on slow 4G one request for the whole flow beats
 * one per page, and the start page then names one chunk instead of a dozen (docs/decisions/007).
 */
export function JourneyScreen({ screen }: { screen: JourneyScreenName }) {
  switch (screen) {
    case 'guard':
      return <JourneyGuard />;
    case 'verification':
      return <VerificationRoute />;
    case 'personal':
    case 'additional':
    case 'business':
    case 'gold':
    case 'housing':
      return <ProfileFormRoute kind={screen} />;
    case 'welcome-back':
      return <WelcomeBackRoute kind="personal" />;
    case 'business-welcome-back':
      return <WelcomeBackRoute kind="business" />;
    case 'language':
      return <LanguageRoute />;
    case 'profile':
      return <ProfileRoute />;
    case 'indialends-otp':
      return <IndialendsOtpRoute />;
    case 'auth':
      return <AuthRoute />;
    case 'redirect':
      return <RedirectRoute />;
    case 'socialmedia-onboarding':
      return <SocialMediaOnboardingRoute />;
    case 'customer-site':
      return <CustomerSiteRoute />;
  }
}
