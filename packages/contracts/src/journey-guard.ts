import { isOwnAnswerProduct, lenderProductOf, type LenderProduct } from './catalog.ts';
import { JOURNEY_PATHS, journeyFamily, type JourneyFamily, type JourneyState } from './journey.ts';

// Issue 13: one journey rule, enforced twice. guardCustomerPath is what the web's route guard
// applies to every /user page; journeyCallRefusal is what the server applies to offers, KFS, apply
// and lender hand-offs. Both read offersStep, so a page the web would not show is a call the server
// refuses, and the other way round.
//
// Decisions (docs/ARCHITECTURE.md "Customer journey"):
// - "My profile" and the language page are open to any signed-in, verified customer: what is on
//   record is theirs to see (DPDP) before a product is chosen.
// - Offers, KFS, apply and every lender page or hand-off need the chosen loan family's profile
//   complete AND the welcome-back check passed in this session (JourneyState.returningConfirmed).
//   Gold and housing customers take the personal welcome-back page (one PAN + birth date check).
// - Completion is per product where a product asks its own questions (ADR 015): a student,
//   two-wheeler or car loan needs the personal profile AND that product's answers, so a customer
//   who completed a personal loan is sent to the form (prefilled) before that product's offers.
// - Credit-card and insurance hand-offs share no loan profile: they need only that product chosen.
// - A returning customer not yet confirmed in this session is sent to the welcome-back check from
//   every profile form too (and the server refuses the save): a form that takes a new PAN and birth
//   date must not be a way round the check.

export type JourneyRefusal = 'SIGNED_OUT' | 'UNVERIFIED' | 'PROFILE_INCOMPLETE' | 'IDENTITY_UNCONFIRMED';

const LOAN_FAMILIES = ['personal', 'business', 'gold', 'housing'] as const;
type LoanFamily = (typeof LOAN_FAMILIES)[number];

function isLoanFamily(family: JourneyFamily): family is LoanFamily {
  return LOAN_FAMILIES.some((loan) => loan === family);
}

const LOAN_STEPS: Record<LoanFamily, { detail: string; welcomeBack: string; done: keyof JourneyState }> = {
  personal: {
    detail: JOURNEY_PATHS.personalDetail,
    welcomeBack: JOURNEY_PATHS.welcomeBack,
    done: 'pl_completed',
  },
  business: {
    detail: JOURNEY_PATHS.businessDetail,
    welcomeBack: JOURNEY_PATHS.businessWelcomeBack,
    done: 'bl_completed',
  },
  gold: { detail: JOURNEY_PATHS.goldDetail, welcomeBack: JOURNEY_PATHS.welcomeBack, done: 'gl_completed' },
  housing: {
    detail: JOURNEY_PATHS.housingDetail,
    welcomeBack: JOURNEY_PATHS.welcomeBack,
    done: 'hl_completed',
  },
};

const profileDone = (family: LoanFamily, state: JourneyState) => Boolean(state[LOAN_STEPS[family].done]);

/** The lender product's profile: its family's, and its own answers where it asks any (ADR 015). */
function productProfileDone(product: LenderProduct, state: JourneyState): boolean {
  if (!profileDone(lenderProductFamily(product), state)) return false;
  return !isOwnAnswerProduct(product) || state.answeredProducts.includes(product);
}

/** Returning: a product profile completed in an earlier session (or this one, which confirms it). */
export function isReturningCustomer(state: JourneyState): boolean {
  return LOAN_FAMILIES.some((family) => profileDone(family, state));
}

const welcomeBackOf = (family: JourneyFamily) =>
  family === 'business' ? JOURNEY_PATHS.businessWelcomeBack : JOURNEY_PATHS.welcomeBack;

/** The offers family of a lender product (lenders.products, the offers query, an application). */
export function lenderProductFamily(product: LenderProduct): LoanFamily {
  switch (product) {
    case 'home':
      return 'housing';
    // Student, two-wheeler and car loans are served by the personal form and offers (issue 13).
    case 'student':
    case 'two_wheeler':
    case 'car':
      return 'personal';
    default:
      return product;
  }
}

/**
 * May this signed-in customer see offers of a lender product (and so its KFS, apply, hand-off)?
 * null when yes, else the refusal and the page that comes first.
 */
export function offersStep(
  product: LenderProduct,
  state: JourneyState,
): { refusal: JourneyRefusal; path: string } | null {
  const steps = LOAN_STEPS[lenderProductFamily(product)];
  if (!productProfileDone(product, state)) return { refusal: 'PROFILE_INCOMPLETE', path: steps.detail };
  if (!state.returningConfirmed) return { refusal: 'IDENTITY_UNCONFIRMED', path: steps.welcomeBack };
  return null;
}

/** The web's offers step for the chosen product; no lender product (cards, ...) has no offers. */
function chosenOffersPath(state: JourneyState): string | null {
  const product = state.productType ? lenderProductOf(state.productType) : null;
  return product ? (offersStep(product, state)?.path ?? null) : JOURNEY_PATHS.products;
}

/** The server's half: null when the state allows an offers-side call for this lender product. */
export function journeyCallRefusal(product: LenderProduct, state: JourneyState): JourneyRefusal | null {
  if (state.userId === null) return 'SIGNED_OUT';
  if (!state.verified) return 'UNVERIFIED';
  return offersStep(product, state)?.refusal ?? null;
}

/** The server's message for each refusal (code JOURNEY), in both languages. */
export const JOURNEY_MESSAGES: Record<JourneyRefusal, { en: string; hi: string }> = {
  SIGNED_OUT: { en: 'Please sign in', hi: 'कृपया साइन इन करें' },
  UNVERIFIED: { en: 'Please verify your mobile number first', hi: 'कृपया पहले अपना मोबाइल नंबर सत्यापित करें' },
  PROFILE_INCOMPLETE: {
    en: 'Please complete your details for this loan first',
    hi: 'कृपया पहले इस लोन के लिए अपना विवरण पूरा करें',
  },
  IDENTITY_UNCONFIRMED: {
    en: 'Please confirm your PAN and date of birth first',
    hi: 'कृपया पहले अपने PAN और जन्म तिथि की पुष्टि करें',
  },
};

/**
 * What a /user page needs. `form`: a profile form (of a family, or of any product); `welcome-back`:
 * a returning customer of these families; `offers`: that family's offers; `lender`: offers of the
 * chosen loan family (lender pages, hand-offs).
 */
export type CustomerRouteRule =
  | { kind: 'open' }
  | { kind: 'product' }
  | { kind: 'family'; family: JourneyFamily }
  | { kind: 'form'; family: JourneyFamily | null }
  | { kind: 'welcome-back'; families: readonly JourneyFamily[] }
  | { kind: 'offers'; family: LoanFamily }
  | { kind: 'lender' };

/**
 * Every customer /user route of the web router (apps/web/src/config/paths.ts), by its pattern.
 * A web test fails when a /user route is missing here. ':x' matches one path segment.
 */
export const CUSTOMER_ROUTE_RULES: Record<string, CustomerRouteRule> = {
  '/user/profile': { kind: 'open' },
  '/user/language': { kind: 'open' },
  '/user/additional-info': { kind: 'form', family: null },
  [JOURNEY_PATHS.personalDetail]: { kind: 'form', family: 'personal' },
  [JOURNEY_PATHS.businessDetail]: { kind: 'form', family: 'business' },
  [JOURNEY_PATHS.goldDetail]: { kind: 'form', family: 'gold' },
  [JOURNEY_PATHS.housingDetail]: { kind: 'form', family: 'housing' },
  [JOURNEY_PATHS.creditCard]: { kind: 'family', family: 'card' },
  [JOURNEY_PATHS.insurance]: { kind: 'family', family: 'insurance' },
  [JOURNEY_PATHS.deals]: { kind: 'family', family: 'deals' },
  [JOURNEY_PATHS.welcomeBack]: {
    kind: 'welcome-back',
    families: ['personal', 'gold', 'housing', 'card', 'insurance', 'deals'],
  },
  [JOURNEY_PATHS.businessWelcomeBack]: { kind: 'welcome-back', families: ['business'] },
  [JOURNEY_PATHS.offers]: { kind: 'offers', family: 'personal' },
  [JOURNEY_PATHS.businessOffers]: { kind: 'offers', family: 'business' },
  [JOURNEY_PATHS.goldOffers]: { kind: 'offers', family: 'gold' },
  [JOURNEY_PATHS.housingOffers]: { kind: 'offers', family: 'housing' },
  '/user/lender-submit': { kind: 'lender' },
  '/user/lenders-transaction/:lender': { kind: 'lender' },
  '/user/earlysalary/declined': { kind: 'lender' },
  '/user/indialends-otp': { kind: 'lender' },
  // Issue 17 (ADR 034): a network lender's own forms are part of applying, like a hand-off.
  '/user/offers/network/:id/form': { kind: 'lender' },
  '/user/applications/:pid/lender-form': { kind: 'lender' },
  '/user/:lender': { kind: 'lender' },
};

const segments = (path: string) => path.split('/').filter(Boolean);

function matches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const got = segments(path);
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/** The rule of a path: an exact pattern first, then one with parameters; any other /user path needs a product. */
export function customerRouteRule(path: string): CustomerRouteRule {
  const exact = CUSTOMER_ROUTE_RULES[path];
  if (exact) return exact;
  const pattern = Object.keys(CUSTOMER_ROUTE_RULES).find((key) => key.includes(':') && matches(key, path));
  return (pattern && CUSTOMER_ROUTE_RULES[pattern]) || { kind: 'product' };
}

/**
 * The redirect the web's guard applies to a /user path, or null when the customer may stay.
 * Order: user id, verification, product, product family, then completion and the welcome-back check.
 */
export function guardCustomerPath(path: string, state: JourneyState): string | null {
  if (state.userId === null) return JOURNEY_PATHS.login;
  if (!state.verified) return JOURNEY_PATHS.verification;
  const rule = customerRouteRule(path);
  if (rule.kind === 'open') return null;
  if (!state.productType) return JOURNEY_PATHS.products;
  const family = journeyFamily(state.productType);
  switch (rule.kind) {
    case 'product':
      return null;
    case 'family':
      return family === rule.family ? null : JOURNEY_PATHS.products;
    case 'form':
      if (rule.family && family !== rule.family) return JOURNEY_PATHS.products;
      return isReturningCustomer(state) && !state.returningConfirmed ? welcomeBackOf(family) : null;
    case 'welcome-back':
      if (!rule.families.includes(family)) return JOURNEY_PATHS.products;
      if (isReturningCustomer(state)) return null;
      return isLoanFamily(family) ? LOAN_STEPS[family].detail : JOURNEY_PATHS.products;
    case 'offers':
      return family === rule.family ? chosenOffersPath(state) : JOURNEY_PATHS.products;
    case 'lender':
      return isLoanFamily(family) ? chosenOffersPath(state) : JOURNEY_PATHS.products;
  }
}

/**
 * spec 4: "Gold and housing loans ask the server for a redirect target". The server answers with
 * this, from its own record of the customer: the form, the welcome-back check, or the offers page.
 */
export function serverRoutedTarget(family: 'gold' | 'housing', state: JourneyState): string {
  const offers = family === 'gold' ? JOURNEY_PATHS.goldOffers : JOURNEY_PATHS.housingOffers;
  return offersStep(family === 'gold' ? 'gold' : 'home', state)?.path ?? offers;
}
