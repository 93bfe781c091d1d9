// Issue 13: the web's route patterns, once, for both apps. apps/web/src/config/paths.ts builds its
// links from these; the server answers HTTP 404 (still with the SPA page, whose router then shows
// its not-found page) for any GET that none of them matches (apps/server/src/plugins/spa.ts).
import { isAdminPage } from './roles.ts';
import { JOURNEY_PATHS } from './journey.ts';

/**
 * spec 2: '/:urlSegment' shows the login page. The spec does not list the segments; ours are the
 * product landing pages (spec 1), so that any other single segment (say '/nope') is a real 404
 * instead of a login page. A segment also preselects the product after sign-in.
 */
export const URL_SEGMENTS = [
  'personal-loan',
  'business-loan',
  'gold-loan',
  'affordable-housing-loan',
  'home-loan',
  'credit-card',
  'insurance',
] as const;

/** spec 2: the lender pages under /user, and the gold group. One template renders them all. */
export const LENDER_PAGE_SLUGS = [
  'cashe',
  'money-view',
  'upwards',
  'money-tap',
  'nira',
  'kreditbee',
  'finzy',
  'earlysalary',
  'muthootgold',
  'indiagold',
] as const;

/** spec 2: the six sub-pages of /partner/product-offering. */
export const PARTNER_PRODUCT_PAGES = [
  'personal-loan',
  'business-loan',
  'gold-loan',
  'home-loan',
  'credit-card',
  'insurance',
] as const;

export const WEB_ROUTES = {
  customer: {
    home: '/',
    landing: '/:urlSegment',
    products: JOURNEY_PATHS.products,
    termsOfUse: '/terms-of-use',
    privacyPolicy: '/privacy-policy',
    login: '/login',
    verification: JOURNEY_PATHS.verification,
    userDetail: JOURNEY_PATHS.personalDetail,
    goldDetail: JOURNEY_PATHS.goldDetail,
    housingDetail: JOURNEY_PATHS.housingDetail,
    welcomeBack: JOURNEY_PATHS.welcomeBack,
    businessDetail: JOURNEY_PATHS.businessDetail,
    businessWelcomeBack: JOURNEY_PATHS.businessWelcomeBack,
    language: '/user/language',
    additionalInfo: '/user/additional-info',
    profile: '/user/profile',
    userIndialendsOtp: '/user/indialends-otp',
    indialendsOtp: '/indialends-otp',
    socialmediaOnboarding: '/socialmedia-onboarding',
    auth: '/auth',
    redirect: '/redirect',
    customerSite: '/customer-site',
  },
  public: {
    /** The not-found page itself: served with status 404. */
    notFound: '/404',
  },
  merchant: {
    form: '/create-merchant-form',
    success: '/create-merchant-form/success',
    partnerForm: '/create-merchant-form/:partner_name',
  },
  offers: {
    offers: JOURNEY_PATHS.offers,
    businessOffers: JOURNEY_PATHS.businessOffers,
    goldOffers: JOURNEY_PATHS.goldOffers,
    housingOffers: JOURNEY_PATHS.housingOffers,
    lenderSubmit: '/user/lender-submit',
    lenderTransaction: '/user/lenders-transaction/:lender',
    lenderPage: '/user/:lender',
    earlySalaryDeclined: '/user/earlysalary/declined',
    rankingMethod: '/how-offers-are-ranked',
    creditCards: '/credit-cards',
    cardsUnsecured: '/cards-unsecured',
    cardsSecured: '/cards-secured',
    creditCardHandoff: JOURNEY_PATHS.creditCard,
    insurance: JOURNEY_PATHS.insurance,
    deals: JOURNEY_PATHS.deals,
    transfer: '/transfer/:prospectId',
    /**
     * Issue 17 (ADR 034): a network lender's application form, before its offer (':id' is the
     * network offer's id). Parameter names reuse the checked ones below: 'id' digits, 'pid' a token.
     */
    networkOfferForm: '/user/offers/network/:id/form',
    /** Issue 17: the next form a network lender asks for after applying (':pid' the application's public id). */
    applicationLenderForm: '/user/applications/:pid/lender-form',
  },
  partner: {
    root: '/partner',
    login: '/partner/login',
    brandedLogin: '/:partner/partner/login',
    productOffering: '/partner/product-offering',
    product: '/partner/product-offering/:product',
    marketingSupport: '/partner/marketing-support',
    messagingContent: '/partner/marketing-support/messaging-content',
    bannersAndCreatives: '/partner/marketing-support/banners-and-creatives',
    communication: '/partner/communication',
    techSupport: '/partner/communication/tech-support',
    generalQuery: '/partner/communication/general-query',
    faqs: '/partner/faqs',
    customerQueries: '/partner/faqs/customer-queries',
    dsaQueries: '/partner/faqs/dsa-queries',
    referral: '/partner/referral',
    trainingMaterial: '/partner/training-material',
    eligibilityCriteria: '/partner/training-material/eligibility-criteria',
    lenderJourney: '/partner/lender-journey',
    digitalIntegration: '/partner/digital-integration',
    reports: '/partner/reports',
    customFunnel: '/partner/customFunnel',
    /** Issue 15: the partner's monthly statements from the revenue ledger. */
    statements: '/partner/statements',
    settings: '/partner/settings',
  },
  admin: {
    root: '/admin',
    login: '/admin/login',
    dashboard: '/admin/dashboard',
    /** Any admin page spec 6 names (the role table), built or planned. */
    page: '/admin/:adminPage',
    userManagement: '/admin/user-management',
    lenders: '/admin/lenders',
    lender: '/admin/lenders/:lenderId',
    vendorsOnOff: '/admin/vendors-on-off',
    customerEligibility: '/admin/customer-eligibility',
    creditCards: '/admin/credit-cards',
    partners: '/admin/partners',
    partner: '/admin/partners/:partnerId',
    applicationStatusFile: '/admin/application-status-file',
    misUpload: '/admin/mis-upload',
    commissionUpload: '/admin/commission-upload-file',
    internalReport: '/admin/internal-report',
    productsReport: '/admin/products-report',
    vendorsProductsReport: '/admin/vendors-products-report',
    customersJourney: '/admin/customers-journey',
    csrPortal: '/admin/csr-portal',
    csrCustomer: '/admin/csr-portal/:id/:pid',
    customerInfoDeletion: '/admin/customer-info-deletion',
    telecalling: '/admin/telecalling',
    messaging: '/admin/messaging',
    trackingLinks: '/admin/tracking-links',
    merchantManagement: '/admin/merchant-management',
    supportInbox: '/admin/support-inbox',
    auditLog: '/admin/audit-log',
    ondcParticipants: '/admin/ondc-participants',
    ondcTransactions: '/admin/ondc-transactions',
    ondcTransaction: '/admin/ondc-transactions/:transactionId',
  },
} as const;

const oneOf =
  (values: readonly string[]) =>
  (value: string): boolean =>
    values.includes(value);
const token = (value: string): boolean => /^[\w-]{1,100}$/.test(value);
const digits = (value: string): boolean => /^[1-9]\d{0,9}$/.test(value);

// The checks below are built inside functions, not at module level, so a web bundle that reads
// only WEB_ROUTES does not carry them (the start page has a byte budget, ADR 007).

/** What each route parameter may be; a parameter not named here is refused (a route must say). */
const parameters = (): Record<string, (value: string) => boolean> => ({
  urlSegment: oneOf(URL_SEGMENTS),
  product: oneOf(PARTNER_PRODUCT_PAGES),
  adminPage: isAdminPage,
  lender: token,
  partner: token,
  partner_name: token,
  prospectId: token,
  lenderId: digits,
  partnerId: digits,
  id: digits,
  pid: token,
  transactionId: token,
});

/** Where one route narrows a parameter further: a lender page exists only for its slugs. */
const patternParameters = (): Record<string, Record<string, (value: string) => boolean>> => ({
  [WEB_ROUTES.offers.lenderPage]: { lender: oneOf(LENDER_PAGE_SLUGS) },
});

/** Every page pattern but the not-found page's own. */
const knownPatterns = (): string[] =>
  Object.values(WEB_ROUTES)
    .flatMap((area) => Object.values<string>(area))
    .filter((pattern) => pattern !== WEB_ROUTES.public.notFound);

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matches(pattern: string, segments: readonly string[]): boolean {
  const checks = parameters();
  const narrowed = patternParameters()[pattern];
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return false;
  return parts.every((part, i) => {
    const value = decode(segments[i] ?? '');
    if (value === null) return false;
    if (!part.startsWith(':')) return part === value;
    const name = part.slice(1);
    const allowed = narrowed?.[name] ?? checks[name];
    return allowed !== undefined && allowed(value);
  });
}

/**
 * Whether a path (no query) is a page of the web app. A trailing slash is the same page, as the
 * client router treats it; '/404' and anything no route matches are not.
 */
export function isKnownWebPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return knownPatterns().some((pattern) => matches(pattern, segments));
}
