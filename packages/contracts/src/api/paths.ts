// STYLE 11: every API path once. Server routes and the web client both use these.

export const API = {
  health: '/api/health',
  ready: '/api/ready',
  docs: '/api/docs',
  searchList: '/api/search-list/en',
  searchListById: '/api/search-list/en/:id',
  getLanguages: '/api/getLanguages',
  partnerByName: '/api/get-partner-by-name/:partnerName',
  helpRequest: '/api/help-request',
  analyticsPageView: '/api/analytics/page-view',
} as const;

/** Every API path starts with API_PREFIX (or is API_ROOT itself); anything else is the single-page app's. */
export const API_ROOT = '/api';
export const API_PREFIX = '/api/';

export const SITE_CONTEXT_API = '/api/site-context';

/** Placeholder partner logos (seeded partners and the default brand). */
export const BRAND_LOGO_API = {
  logo: '/api/brand-logo/:file',
  coBrand: '/api/brand-logo/co-brand/:file',
} as const;
export const brandLogoPath = (key: string): string => `/api/brand-logo/${key}.svg`;
export const coBrandLogoPath = (key: string): string => `/api/brand-logo/co-brand/${key}.svg`;

/** Fills ':name' placeholders; values are URI-encoded. */
export function apiPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export const AUTH_API = {
  otpSend: '/api/auth/otp/send',
  otpVerify: '/api/auth/otp/verify',
  logout: '/api/logout',
  session: '/api/auth/session',
  adminLogin: '/api/admin/login',
  partnerOtpSend: '/api/partner/auth/otp/send',
  partnerOtpVerify: '/api/partner/auth/otp/verify',
} as const;

export const USER_API = {
  user: '/api/user/:userId',
  maskInfo: '/api/getMaskInfo/:userId',
  setLanguage: '/api/set-language',
  profile: '/api/user/:userId/profile',
  identityCheck: '/api/user/:userId/identity-check',
  consentWithdraw: '/api/user/:userId/consents/withdraw',
  consentGive: '/api/user/:userId/consents/give',
  /** issue 12: a saved email is not a way in until its owner proves it with a code. */
  emailVerificationSend: '/api/user/:userId/email/verification',
  emailVerify: '/api/user/:userId/email/verify',
  goldLoan: '/api/gold-loans/:userId',
  housingLoan: '/api/housing-loan/:userId',
} as const;

// Offers, KFS and applications (issue 4): here, beside the other paths and away from zod, so the
// web's boot (issue 16) can start these requests before any schema has loaded.
export const OFFERS_API = {
  offers: '/api/offers',
  kfs: '/api/kfs/:slug',
  /** The same KFS as a PDF the customer keeps (RBI DLD 2025: the borrower can download a copy). */
  kfsPdf: '/api/kfs/:slug/pdf',
  applications: '/api/applications',
  application: '/api/applications/:publicId',
  /** The customer followed a redirect lender's link (the hand-off): the application is submitted. */
  continueApplication: '/api/applications/:publicId/continue',
  /**
   * Issue 17 (ADR 034): a network lender's own form (FIS12 xinput), drawn by us from the lender's
   * HTML and posted back to it by the server. Before the offer: the lender's application form of a
   * network offer; after applying: the next form the lender asks for (KYC, e-mandate).
   */
  networkOfferForm: '/api/offers/network/:offerId/form',
  /** Accept a network lender's offer through its KFS: the loan goes on over the network. */
  networkApply: '/api/offers/network/:offerId/apply',
  applicationLenderForm: '/api/applications/:publicId/lender-form',
  lenderPage: '/api/lender-page/:slug',
  rankingMethod: '/api/ranking-method',
} as const;
