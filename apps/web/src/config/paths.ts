// STYLE 11: every web route once. `path` is the router pattern, `getHref` builds a link to it.
// Areas are chosen by the first path segment (spec 2), see app/area.ts.

import { JOURNEY_PATHS } from '@cl/contracts';
import { onThisSite } from '@/lib/site';

export const paths = {
  customer: {
    home: { path: '/', getHref: () => '/' },
    /** spec 2: ':urlSegment' shows the login page; only known landing segments match (url-segments.ts). */
    landing: { path: '/:urlSegment', getHref: (segment: string) => `/${encodeURIComponent(segment)}` },
    products: { path: '/products', getHref: () => '/products' },
    termsOfUse: { path: '/terms-of-use', getHref: () => '/terms-of-use' },
    privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
    // Issue 3: sign-in, profile and journey (spec 2, spec 4). /user paths are JOURNEY_PATHS of
    // @cl/contracts where the journey rules name them.
    /** spec 2 '/login': the login page on a white-label site. */
    login: { path: '/login', getHref: () => '/login' },
    /** Where a visitor signs in on this site: '/' on ours, '/login' on a white-label site (spec 2). */
    signIn: { getHref: () => onThisSite('/') },
    verification: { path: JOURNEY_PATHS.verification, getHref: () => JOURNEY_PATHS.verification },
    userDetail: { path: JOURNEY_PATHS.personalDetail, getHref: () => JOURNEY_PATHS.personalDetail },
    goldDetail: { path: JOURNEY_PATHS.goldDetail, getHref: () => JOURNEY_PATHS.goldDetail },
    housingDetail: { path: JOURNEY_PATHS.housingDetail, getHref: () => JOURNEY_PATHS.housingDetail },
    welcomeBack: { path: JOURNEY_PATHS.welcomeBack, getHref: () => JOURNEY_PATHS.welcomeBack },
    businessDetail: { path: JOURNEY_PATHS.businessDetail, getHref: () => JOURNEY_PATHS.businessDetail },
    businessWelcomeBack: {
      path: JOURNEY_PATHS.businessWelcomeBack,
      getHref: () => JOURNEY_PATHS.businessWelcomeBack,
    },
    /** spec 2 "other screens" (routes not shown): language selection, additional-info form. */
    language: { path: '/user/language', getHref: () => '/user/language' },
    additionalInfo: { path: '/user/additional-info', getHref: () => '/user/additional-info' },
    /** The customer's own page: details on record and consents to withdraw (DPDP). */
    profile: { path: '/user/profile', getHref: () => '/user/profile' },
    /** spec 2 indialends-otp, under /user and public: OTP consent to share data with a lender. */
    userIndialendsOtp: { path: '/user/indialends-otp', getHref: () => '/user/indialends-otp' },
    indialendsOtp: { path: '/indialends-otp', getHref: () => '/indialends-otp' },
    socialmediaOnboarding: { path: '/socialmedia-onboarding', getHref: () => '/socialmedia-onboarding' },
    /** spec 2 'auth': a hand-off into the site; `next` is where a signed-in customer goes. */
    auth: {
      path: '/auth',
      getHref: (next?: string) => (next ? `/auth?${new URLSearchParams({ next }).toString()}` : '/auth'),
    },
    /** spec 2 'redirect': `to` must be one of our own customer pages (never an open redirect). */
    redirect: {
      path: '/redirect',
      getHref: (to: string) => `/redirect?${new URLSearchParams({ to }).toString()}`,
    },
    customerSite: { path: '/customer-site', getHref: () => '/customer-site' },
  },
  public: {
    notFound: { path: '/404', getHref: () => '/404' },
  },
  /** Issue 7: public merchant onboarding (spec 2 create-merchant-form, /success, /:partner_name). */
  merchant: {
    form: { path: '/create-merchant-form', getHref: () => '/create-merchant-form' },
    success: { path: '/create-merchant-form/success', getHref: () => '/create-merchant-form/success' },
    partnerForm: {
      path: '/create-merchant-form/:partner_name',
      getHref: (partnerName: string) => `/create-merchant-form/${encodeURIComponent(partnerName)}`,
    },
  },
  /** Issue 4: offers, applications, lender hand-off and lender pages, cards, insurance. */
  offers: {
    offers: { path: JOURNEY_PATHS.offers, getHref: () => JOURNEY_PATHS.offers },
    businessOffers: { path: JOURNEY_PATHS.businessOffers, getHref: () => JOURNEY_PATHS.businessOffers },
    /** Where POST /api/gold-loans/{id} and /api/housing-loan/{id} send a customer ready for offers. */
    goldOffers: { path: JOURNEY_PATHS.goldOffers, getHref: () => JOURNEY_PATHS.goldOffers },
    housingOffers: { path: JOURNEY_PATHS.housingOffers, getHref: () => JOURNEY_PATHS.housingOffers },
    /** The redirect lenders' hand-off; `application` is the public id of the application made. */
    lenderSubmit: {
      path: '/user/lender-submit',
      getHref: (application?: string) =>
        application
          ? `/user/lender-submit?${new URLSearchParams({ application }).toString()}`
          : '/user/lender-submit',
    },
    lenderTransaction: {
      path: '/user/lenders-transaction/:lender',
      getHref: (lender: string) => `/user/lenders-transaction/${encodeURIComponent(lender)}`,
    },
    /** spec 2 lender pages (/user/cashe, /user/muthootgold, ...): one template, one route per slug. */
    lenderPage: { path: '/user/:lender', getHref: (lender: string) => `/user/${encodeURIComponent(lender)}` },
    earlySalaryDeclined: { path: '/user/earlysalary/declined', getHref: () => '/user/earlysalary/declined' },
    /** RBI DLD 2025: the matching and ranking method on a public page. */
    rankingMethod: { path: '/how-offers-are-ranked', getHref: () => '/how-offers-are-ranked' },
    creditCards: { path: '/credit-cards', getHref: () => '/credit-cards' },
    cardsUnsecured: { path: '/cards-unsecured', getHref: () => '/cards-unsecured' },
    cardsSecured: { path: '/cards-secured', getHref: () => '/cards-secured' },
    creditCardHandoff: { path: JOURNEY_PATHS.creditCard, getHref: () => JOURNEY_PATHS.creditCard },
    insurance: { path: JOURNEY_PATHS.insurance, getHref: () => JOURNEY_PATHS.insurance },
    /** Issue 13: Deals are partners' offers; this page hands off and says so. */
    deals: { path: JOURNEY_PATHS.deals, getHref: () => JOURNEY_PATHS.deals },
    transfer: {
      path: '/transfer/:prospectId',
      getHref: (prospectId: string) => `/transfer/${encodeURIComponent(prospectId)}`,
    },
  },
  partner: {
    root: { path: '/partner', getHref: () => '/partner' },
    login: { path: '/partner/login', getHref: () => '/partner/login' },
    /** A partner's own login address: /:partner/partner/login (spec 2). */
    brandedLogin: {
      path: '/:partner/partner/login',
      getHref: (partner: string) => `/${encodeURIComponent(partner)}/partner/login`,
    },
    // spec 2 partner pages (issue 6); /partner itself is the dashboard.
    productOffering: { path: '/partner/product-offering', getHref: () => '/partner/product-offering' },
    /** personal-loan, business-loan, gold-loan, home-loan, credit-card, insurance. */
    product: {
      path: '/partner/product-offering/:product',
      getHref: (product: string) => `/partner/product-offering/${encodeURIComponent(product)}`,
    },
    marketingSupport: { path: '/partner/marketing-support', getHref: () => '/partner/marketing-support' },
    messagingContent: {
      path: '/partner/marketing-support/messaging-content',
      getHref: () => '/partner/marketing-support/messaging-content',
    },
    bannersAndCreatives: {
      path: '/partner/marketing-support/banners-and-creatives',
      getHref: () => '/partner/marketing-support/banners-and-creatives',
    },
    communication: { path: '/partner/communication', getHref: () => '/partner/communication' },
    techSupport: {
      path: '/partner/communication/tech-support',
      getHref: () => '/partner/communication/tech-support',
    },
    generalQuery: {
      path: '/partner/communication/general-query',
      getHref: () => '/partner/communication/general-query',
    },
    faqs: { path: '/partner/faqs', getHref: () => '/partner/faqs' },
    customerQueries: {
      path: '/partner/faqs/customer-queries',
      getHref: () => '/partner/faqs/customer-queries',
    },
    dsaQueries: { path: '/partner/faqs/dsa-queries', getHref: () => '/partner/faqs/dsa-queries' },
    referral: { path: '/partner/referral', getHref: () => '/partner/referral' },
    trainingMaterial: { path: '/partner/training-material', getHref: () => '/partner/training-material' },
    eligibilityCriteria: {
      path: '/partner/training-material/eligibility-criteria',
      getHref: () => '/partner/training-material/eligibility-criteria',
    },
    lenderJourney: { path: '/partner/lender-journey', getHref: () => '/partner/lender-journey' },
    digitalIntegration: {
      path: '/partner/digital-integration',
      getHref: () => '/partner/digital-integration',
    },
    reports: { path: '/partner/reports', getHref: () => '/partner/reports' },
    customFunnel: { path: '/partner/customFunnel', getHref: () => '/partner/customFunnel' },
    settings: { path: '/partner/settings', getHref: () => '/partner/settings' },
  },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    /** spec 2: /admin/login takes a callback parameter, the admin page to return to. */
    login: {
      path: '/admin/login',
      getHref: (callback?: string) =>
        callback ? `/admin/login?${new URLSearchParams({ callback }).toString()}` : '/admin/login',
    },
    dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
    /** Any admin page by its spec 6 prefix (the role table in @cl/contracts names them). */
    page: { path: '/admin/:page', getHref: (page: string) => `/admin/${encodeURIComponent(page)}` },
    userManagement: { path: '/admin/user-management', getHref: () => '/admin/user-management' },
    lenders: { path: '/admin/lenders', getHref: () => '/admin/lenders' },
    lender: {
      path: '/admin/lenders/:lenderId',
      getHref: (lenderId: number) => `/admin/lenders/${encodeURIComponent(lenderId)}`,
    },
    vendorsOnOff: { path: '/admin/vendors-on-off', getHref: () => '/admin/vendors-on-off' },
    customerEligibility: {
      path: '/admin/customer-eligibility',
      getHref: () => '/admin/customer-eligibility',
    },
    creditCards: { path: '/admin/credit-cards', getHref: () => '/admin/credit-cards' },
    partners: { path: '/admin/partners', getHref: () => '/admin/partners' },
    partner: {
      path: '/admin/partners/:partnerId',
      getHref: (partnerId: number) => `/admin/partners/${encodeURIComponent(partnerId)}`,
    },
    // Issue 7: admin operations (uploads, reports, CSR, deletion, outreach, merchants).
    applicationStatusFile: {
      path: '/admin/application-status-file',
      getHref: () => '/admin/application-status-file',
    },
    misUpload: { path: '/admin/mis-upload', getHref: () => '/admin/mis-upload' },
    commissionUpload: {
      path: '/admin/commission-upload-file',
      getHref: () => '/admin/commission-upload-file',
    },
    internalReport: { path: '/admin/internal-report', getHref: () => '/admin/internal-report' },
    productsReport: { path: '/admin/products-report', getHref: () => '/admin/products-report' },
    vendorsProductsReport: {
      path: '/admin/vendors-products-report',
      getHref: () => '/admin/vendors-products-report',
    },
    customersJourney: { path: '/admin/customers-journey', getHref: () => '/admin/customers-journey' },
    csrPortal: { path: '/admin/csr-portal', getHref: () => '/admin/csr-portal' },
    /** spec 2 csr-portal/:id/:pid: the customer (id) and, optionally focused, one application (pid; '0' for none). */
    csrCustomer: {
      path: '/admin/csr-portal/:id/:pid',
      getHref: (id: number, pid = '0') =>
        `/admin/csr-portal/${encodeURIComponent(id)}/${encodeURIComponent(pid)}`,
    },
    customerInfoDeletion: {
      path: '/admin/customer-info-deletion',
      getHref: () => '/admin/customer-info-deletion',
    },
    telecalling: { path: '/admin/telecalling', getHref: () => '/admin/telecalling' },
    messaging: { path: '/admin/messaging', getHref: () => '/admin/messaging' },
    trackingLinks: { path: '/admin/tracking-links', getHref: () => '/admin/tracking-links' },
    merchantManagement: { path: '/admin/merchant-management', getHref: () => '/admin/merchant-management' },
  },
} as const;
