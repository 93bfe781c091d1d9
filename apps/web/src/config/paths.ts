// STYLE 11: every web route once. `path` is the router pattern, read from WEB_ROUTES of
// @cl/contracts (the server answers 404 for paths none of them match); `getHref` builds a link to it.
// Areas are chosen by the first path segment (spec 2), see app/area.ts.

import { JOURNEY_PATHS, WEB_ROUTES } from '@cl/contracts';
import { onThisSite } from '@/lib/site';

export const paths = {
  customer: {
    home: { path: WEB_ROUTES.customer.home, getHref: () => '/' },
    /** spec 2: ':urlSegment' shows the login page; only known landing segments match (URL_SEGMENTS). */
    landing: {
      path: WEB_ROUTES.customer.landing,
      getHref: (segment: string) => `/${encodeURIComponent(segment)}`,
    },
    products: { path: WEB_ROUTES.customer.products, getHref: () => '/products' },
    termsOfUse: { path: WEB_ROUTES.customer.termsOfUse, getHref: () => '/terms-of-use' },
    privacyPolicy: { path: WEB_ROUTES.customer.privacyPolicy, getHref: () => '/privacy-policy' },
    // Issue 3: sign-in, profile and journey (spec 2, spec 4). /user paths are JOURNEY_PATHS of
    // @cl/contracts where the journey rules name them.
    /** spec 2 '/login': the login page on a white-label site. */
    login: { path: WEB_ROUTES.customer.login, getHref: () => '/login' },
    /** Where a visitor signs in on this site: '/' on ours, '/login' on a white-label site (spec 2). */
    signIn: { getHref: () => onThisSite('/') },
    verification: { path: WEB_ROUTES.customer.verification, getHref: () => JOURNEY_PATHS.verification },
    userDetail: { path: WEB_ROUTES.customer.userDetail, getHref: () => JOURNEY_PATHS.personalDetail },
    goldDetail: { path: WEB_ROUTES.customer.goldDetail, getHref: () => JOURNEY_PATHS.goldDetail },
    housingDetail: { path: WEB_ROUTES.customer.housingDetail, getHref: () => JOURNEY_PATHS.housingDetail },
    welcomeBack: { path: WEB_ROUTES.customer.welcomeBack, getHref: () => JOURNEY_PATHS.welcomeBack },
    businessDetail: { path: WEB_ROUTES.customer.businessDetail, getHref: () => JOURNEY_PATHS.businessDetail },
    businessWelcomeBack: {
      path: WEB_ROUTES.customer.businessWelcomeBack,
      getHref: () => JOURNEY_PATHS.businessWelcomeBack,
    },
    /** spec 2 "other screens" (routes not shown): language selection, additional-info form. */
    language: { path: WEB_ROUTES.customer.language, getHref: () => '/user/language' },
    additionalInfo: { path: WEB_ROUTES.customer.additionalInfo, getHref: () => '/user/additional-info' },
    /** The customer's own page: details on record and consents to withdraw (DPDP). */
    profile: { path: WEB_ROUTES.customer.profile, getHref: () => '/user/profile' },
    /** spec 2 indialends-otp, under /user and public: OTP consent to share data with a lender. */
    userIndialendsOtp: { path: WEB_ROUTES.customer.userIndialendsOtp, getHref: () => '/user/indialends-otp' },
    indialendsOtp: { path: WEB_ROUTES.customer.indialendsOtp, getHref: () => '/indialends-otp' },
    socialmediaOnboarding: {
      path: WEB_ROUTES.customer.socialmediaOnboarding,
      getHref: () => '/socialmedia-onboarding',
    },
    /** spec 2 'auth': a hand-off into the site; `next` is where a signed-in customer goes. */
    auth: {
      path: WEB_ROUTES.customer.auth,
      getHref: (next?: string) => (next ? `/auth?${new URLSearchParams({ next }).toString()}` : '/auth'),
    },
    /** spec 2 'redirect': `to` must be one of our own customer pages (never an open redirect). */
    redirect: {
      path: WEB_ROUTES.customer.redirect,
      getHref: (to: string) => `/redirect?${new URLSearchParams({ to }).toString()}`,
    },
    customerSite: { path: WEB_ROUTES.customer.customerSite, getHref: () => '/customer-site' },
  },
  public: {
    notFound: { path: WEB_ROUTES.public.notFound, getHref: () => '/404' },
  },
  /** Issue 7: public merchant onboarding (spec 2 create-merchant-form, /success, /:partner_name). */
  merchant: {
    form: { path: WEB_ROUTES.merchant.form, getHref: () => '/create-merchant-form' },
    success: { path: WEB_ROUTES.merchant.success, getHref: () => '/create-merchant-form/success' },
    partnerForm: {
      path: WEB_ROUTES.merchant.partnerForm,
      getHref: (partnerName: string) => `/create-merchant-form/${encodeURIComponent(partnerName)}`,
    },
  },
  /** Issue 4: offers, applications, lender hand-off and lender pages, cards, insurance. */
  offers: {
    offers: { path: WEB_ROUTES.offers.offers, getHref: () => JOURNEY_PATHS.offers },
    businessOffers: { path: WEB_ROUTES.offers.businessOffers, getHref: () => JOURNEY_PATHS.businessOffers },
    /** Where POST /api/gold-loans/{id} and /api/housing-loan/{id} send a customer ready for offers. */
    goldOffers: { path: WEB_ROUTES.offers.goldOffers, getHref: () => JOURNEY_PATHS.goldOffers },
    housingOffers: { path: WEB_ROUTES.offers.housingOffers, getHref: () => JOURNEY_PATHS.housingOffers },
    /** The redirect lenders' hand-off; `application` is the public id of the application made. */
    lenderSubmit: {
      path: WEB_ROUTES.offers.lenderSubmit,
      getHref: (application?: string) =>
        application
          ? `/user/lender-submit?${new URLSearchParams({ application }).toString()}`
          : '/user/lender-submit',
    },
    lenderTransaction: {
      path: WEB_ROUTES.offers.lenderTransaction,
      getHref: (lender: string) => `/user/lenders-transaction/${encodeURIComponent(lender)}`,
    },
    /** spec 2 lender pages (/user/cashe, /user/muthootgold, ...): one template, one route per slug. */
    lenderPage: {
      path: WEB_ROUTES.offers.lenderPage,
      getHref: (lender: string) => `/user/${encodeURIComponent(lender)}`,
    },
    earlySalaryDeclined: {
      path: WEB_ROUTES.offers.earlySalaryDeclined,
      getHref: () => '/user/earlysalary/declined',
    },
    /** RBI DLD 2025: the matching and ranking method on a public page. */
    rankingMethod: { path: WEB_ROUTES.offers.rankingMethod, getHref: () => '/how-offers-are-ranked' },
    creditCards: { path: WEB_ROUTES.offers.creditCards, getHref: () => '/credit-cards' },
    cardsUnsecured: { path: WEB_ROUTES.offers.cardsUnsecured, getHref: () => '/cards-unsecured' },
    cardsSecured: { path: WEB_ROUTES.offers.cardsSecured, getHref: () => '/cards-secured' },
    creditCardHandoff: { path: WEB_ROUTES.offers.creditCardHandoff, getHref: () => JOURNEY_PATHS.creditCard },
    insurance: { path: WEB_ROUTES.offers.insurance, getHref: () => JOURNEY_PATHS.insurance },
    /** Issue 13: Deals are partners' offers; this page hands off and says so. */
    deals: { path: WEB_ROUTES.offers.deals, getHref: () => JOURNEY_PATHS.deals },
    transfer: {
      path: WEB_ROUTES.offers.transfer,
      getHref: (prospectId: string) => `/transfer/${encodeURIComponent(prospectId)}`,
    },
    /** Issue 17 (ADR 034): a network lender's application form, before its offer. */
    networkOfferForm: {
      path: WEB_ROUTES.offers.networkOfferForm,
      getHref: (offerId: number) => `/user/offers/network/${encodeURIComponent(offerId)}/form`,
    },
    /** Issue 17: the next form a network lender asks for after the customer applied. */
    applicationLenderForm: {
      path: WEB_ROUTES.offers.applicationLenderForm,
      getHref: (publicId: string) => `/user/applications/${encodeURIComponent(publicId)}/lender-form`,
    },
  },
  partner: {
    root: { path: WEB_ROUTES.partner.root, getHref: () => '/partner' },
    login: { path: WEB_ROUTES.partner.login, getHref: () => '/partner/login' },
    /** A partner's own login address: /:partner/partner/login (spec 2). */
    brandedLogin: {
      path: WEB_ROUTES.partner.brandedLogin,
      getHref: (partner: string) => `/${encodeURIComponent(partner)}/partner/login`,
    },
    // spec 2 partner pages (issue 6); /partner itself is the dashboard.
    productOffering: { path: WEB_ROUTES.partner.productOffering, getHref: () => '/partner/product-offering' },
    /** personal-loan, business-loan, gold-loan, home-loan, credit-card, insurance. */
    product: {
      path: WEB_ROUTES.partner.product,
      getHref: (product: string) => `/partner/product-offering/${encodeURIComponent(product)}`,
    },
    marketingSupport: {
      path: WEB_ROUTES.partner.marketingSupport,
      getHref: () => '/partner/marketing-support',
    },
    messagingContent: {
      path: WEB_ROUTES.partner.messagingContent,
      getHref: () => '/partner/marketing-support/messaging-content',
    },
    bannersAndCreatives: {
      path: WEB_ROUTES.partner.bannersAndCreatives,
      getHref: () => '/partner/marketing-support/banners-and-creatives',
    },
    communication: { path: WEB_ROUTES.partner.communication, getHref: () => '/partner/communication' },
    techSupport: {
      path: WEB_ROUTES.partner.techSupport,
      getHref: () => '/partner/communication/tech-support',
    },
    generalQuery: {
      path: WEB_ROUTES.partner.generalQuery,
      getHref: () => '/partner/communication/general-query',
    },
    faqs: { path: WEB_ROUTES.partner.faqs, getHref: () => '/partner/faqs' },
    customerQueries: {
      path: WEB_ROUTES.partner.customerQueries,
      getHref: () => '/partner/faqs/customer-queries',
    },
    dsaQueries: { path: WEB_ROUTES.partner.dsaQueries, getHref: () => '/partner/faqs/dsa-queries' },
    referral: { path: WEB_ROUTES.partner.referral, getHref: () => '/partner/referral' },
    trainingMaterial: {
      path: WEB_ROUTES.partner.trainingMaterial,
      getHref: () => '/partner/training-material',
    },
    eligibilityCriteria: {
      path: WEB_ROUTES.partner.eligibilityCriteria,
      getHref: () => '/partner/training-material/eligibility-criteria',
    },
    lenderJourney: { path: WEB_ROUTES.partner.lenderJourney, getHref: () => '/partner/lender-journey' },
    digitalIntegration: {
      path: WEB_ROUTES.partner.digitalIntegration,
      getHref: () => '/partner/digital-integration',
    },
    reports: { path: WEB_ROUTES.partner.reports, getHref: () => '/partner/reports' },
    customFunnel: { path: WEB_ROUTES.partner.customFunnel, getHref: () => '/partner/customFunnel' },
    statements: { path: WEB_ROUTES.partner.statements, getHref: () => '/partner/statements' },
    settings: { path: WEB_ROUTES.partner.settings, getHref: () => '/partner/settings' },
  },
  admin: {
    root: { path: WEB_ROUTES.admin.root, getHref: () => '/admin' },
    /** spec 2: /admin/login takes a callback parameter, the admin page to return to. */
    login: {
      path: WEB_ROUTES.admin.login,
      getHref: (callback?: string) =>
        callback ? `/admin/login?${new URLSearchParams({ callback }).toString()}` : '/admin/login',
    },
    dashboard: { path: WEB_ROUTES.admin.dashboard, getHref: () => '/admin/dashboard' },
    /** Any admin page by its spec 6 prefix (the role table in @cl/contracts names them). */
    page: { path: WEB_ROUTES.admin.page, getHref: (page: string) => `/admin/${encodeURIComponent(page)}` },
    userManagement: { path: WEB_ROUTES.admin.userManagement, getHref: () => '/admin/user-management' },
    lenders: { path: WEB_ROUTES.admin.lenders, getHref: () => '/admin/lenders' },
    lender: {
      path: WEB_ROUTES.admin.lender,
      getHref: (lenderId: number) => `/admin/lenders/${encodeURIComponent(lenderId)}`,
    },
    vendorsOnOff: { path: WEB_ROUTES.admin.vendorsOnOff, getHref: () => '/admin/vendors-on-off' },
    customerEligibility: {
      path: WEB_ROUTES.admin.customerEligibility,
      getHref: () => '/admin/customer-eligibility',
    },
    creditCards: { path: WEB_ROUTES.admin.creditCards, getHref: () => '/admin/credit-cards' },
    partners: { path: WEB_ROUTES.admin.partners, getHref: () => '/admin/partners' },
    partner: {
      path: WEB_ROUTES.admin.partner,
      getHref: (partnerId: number) => `/admin/partners/${encodeURIComponent(partnerId)}`,
    },
    // Issue 7: admin operations (uploads, reports, CSR, deletion, outreach, merchants).
    applicationStatusFile: {
      path: WEB_ROUTES.admin.applicationStatusFile,
      getHref: () => '/admin/application-status-file',
    },
    misUpload: { path: WEB_ROUTES.admin.misUpload, getHref: () => '/admin/mis-upload' },
    commissionUpload: {
      path: WEB_ROUTES.admin.commissionUpload,
      getHref: () => '/admin/commission-upload-file',
    },
    internalReport: { path: WEB_ROUTES.admin.internalReport, getHref: () => '/admin/internal-report' },
    productsReport: { path: WEB_ROUTES.admin.productsReport, getHref: () => '/admin/products-report' },
    vendorsProductsReport: {
      path: WEB_ROUTES.admin.vendorsProductsReport,
      getHref: () => '/admin/vendors-products-report',
    },
    customersJourney: { path: WEB_ROUTES.admin.customersJourney, getHref: () => '/admin/customers-journey' },
    csrPortal: { path: WEB_ROUTES.admin.csrPortal, getHref: () => '/admin/csr-portal' },
    /** spec 2 csr-portal/:id/:pid: the customer (id) and, optionally focused, one application (pid; '0' for none). */
    csrCustomer: {
      path: WEB_ROUTES.admin.csrCustomer,
      getHref: (id: number, pid = '0') =>
        `/admin/csr-portal/${encodeURIComponent(id)}/${encodeURIComponent(pid)}`,
    },
    customerInfoDeletion: {
      path: WEB_ROUTES.admin.customerInfoDeletion,
      getHref: () => '/admin/customer-info-deletion',
    },
    telecalling: { path: WEB_ROUTES.admin.telecalling, getHref: () => '/admin/telecalling' },
    messaging: { path: WEB_ROUTES.admin.messaging, getHref: () => '/admin/messaging' },
    trackingLinks: { path: WEB_ROUTES.admin.trackingLinks, getHref: () => '/admin/tracking-links' },
    merchantManagement: {
      path: WEB_ROUTES.admin.merchantManagement,
      getHref: () => '/admin/merchant-management',
    },
    // Issue 15: the support inbox (`?ref=` opens a thread) and the audit screen.
    supportInbox: {
      path: WEB_ROUTES.admin.supportInbox,
      getHref: (reference?: string) =>
        reference
          ? `/admin/support-inbox?${new URLSearchParams({ ref: reference }).toString()}`
          : '/admin/support-inbox',
    },
    auditLog: { path: WEB_ROUTES.admin.auditLog, getHref: () => '/admin/audit-log' },
    // Issue 17: the ONDC network's participants, transactions (each with its messages) and failures.
    ondcParticipants: { path: WEB_ROUTES.admin.ondcParticipants, getHref: () => '/admin/ondc-participants' },
    ondcTransactions: { path: WEB_ROUTES.admin.ondcTransactions, getHref: () => '/admin/ondc-transactions' },
    ondcTransaction: {
      path: WEB_ROUTES.admin.ondcTransaction,
      getHref: (transactionId: string) => `/admin/ondc-transactions/${encodeURIComponent(transactionId)}`,
    },
  },
} as const;

const journey = paths.customer;
/**
 * Issue 16 (docs/decisions/027): the journey pages drawn without MUI (the OTP step, the profile
 * forms, the welcome-back check, the language and profile pages): the customer shell neither wraps
 * them in MUI's theme nor fetches it for them (lib/site.ts isPlainPagePath).
 */
export const plainJourneyPaths: ReadonlySet<string> = new Set(
  [
    journey.verification,
    journey.userDetail,
    journey.additionalInfo,
    journey.businessDetail,
    journey.goldDetail,
    journey.housingDetail,
    journey.welcomeBack,
    journey.businessWelcomeBack,
    journey.language,
    journey.profile,
  ].map((page) => page.getHref()),
);
