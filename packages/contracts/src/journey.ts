import { isOwnAnswerProduct, lenderProductOf, type OwnAnswerProduct, type ProductType } from './catalog.ts';

// spec 4 "Customer routing" and spec 6 "Customers need a user id, a verification and a chosen
// product", as pure functions. nextJourneyStep says where a customer goes next; journey-guard.ts
// says which /user pages and which server calls a state allows (issue 13: one rule, enforced by
// the web's route guard and the server's offer, apply, KFS and hand-off routes alike).

export interface JourneyState {
  userId: number | null;
  /** OTP verified in this session. */
  verified: boolean;
  productType: ProductType | null;
  pl_completed: number;
  bl_completed: number;
  gl_completed: number;
  hl_completed: number;
  /**
   * Student, two-wheeler and car loans whose own answers are saved (user_product_details). The
   * personal profile (pl_completed) is shared by the family; these are per product (ADR 015).
   */
  answeredProducts: readonly OwnAnswerProduct[];
  /**
   * The welcome-back check passed IN THIS SESSION (sessions.identityConfirmedAt). "Returning" is a
   * customer whose product profile was completed in an earlier session: they must confirm PAN and
   * birth date before offers, KFS, apply or a lender hand-off. Completing (saving) a profile in this
   * session also sets it, so a new customer is never asked to confirm what they just typed.
   */
  returningConfirmed: boolean;
}

export type JourneyFamily = 'personal' | 'business' | 'gold' | 'housing' | 'card' | 'insurance' | 'deals';

const FAMILY: Record<ProductType, JourneyFamily> = {
  'Personal Loans': 'personal',
  'Student Loans': 'personal',
  'Two Wheeler Loans': 'personal',
  'Car Loans': 'personal',
  // issue 13: deals are our partners' (a hand-off page, not loan offers).
  Deals: 'deals',
  'Business Loans': 'business',
  'Gold Loans': 'gold',
  'Affordable Housing Loan': 'housing',
  'Home Loans': 'housing',
  'Credit Cards': 'card',
  'Other Insurance': 'insurance',
};

export function journeyFamily(product: ProductType): JourneyFamily {
  return FAMILY[product];
}

export const JOURNEY_PATHS = {
  login: '/',
  verification: '/verification',
  products: '/products',
  personalDetail: '/user/user-detail',
  welcomeBack: '/user/welcome-back',
  offers: '/user/offers',
  businessDetail: '/user/business-detail',
  businessWelcomeBack: '/user/business-welcome-back',
  businessOffers: '/user/business-offers',
  /** Issue 13: the offers of gold and housing lenders, where the server's redirect lands (spec 4). */
  goldOffers: '/user/gold-offers',
  housingOffers: '/user/housing-offers',
  goldDetail: '/user/user-detail/gold-loan',
  housingDetail: '/user/user-detail/affordable-housing-loan',
  creditCard: '/user/credit-card',
  insurance: '/user/insurance/transaction',
  deals: '/user/deals',
} as const;

/**
 * Has the customer saved the chosen product's own answers? Products that ask none beyond their
 * family's profile (personal, business, gold, housing, ...) always have.
 */
export function ownAnswersGiven(product: ProductType, state: JourneyState): boolean {
  const lender = lenderProductOf(product);
  return !isOwnAnswerProduct(lender) || state.answeredProducts.includes(lender);
}

/**
 * Where a signed-in customer with a product goes next. Gold and housing with a completed profile
 * answer 'server' (spec 4: they ask the server for a redirect target).
 */
export function nextJourneyStep(state: JourneyState): string {
  if (state.userId === null) return JOURNEY_PATHS.login;
  if (!state.verified) return JOURNEY_PATHS.verification;
  if (!state.productType) return JOURNEY_PATHS.products;
  switch (journeyFamily(state.productType)) {
    case 'personal':
      if (!state.pl_completed) return JOURNEY_PATHS.personalDetail;
      if (!state.returningConfirmed) return JOURNEY_PATHS.welcomeBack;
      // ADR 015: a personal profile from an earlier product does not answer the course or vehicle.
      return ownAnswersGiven(state.productType, state) ? JOURNEY_PATHS.offers : JOURNEY_PATHS.personalDetail;
    case 'business':
      if (!state.bl_completed) return JOURNEY_PATHS.businessDetail;
      return state.returningConfirmed ? JOURNEY_PATHS.businessOffers : JOURNEY_PATHS.businessWelcomeBack;
    case 'gold':
      return state.gl_completed ? 'server' : JOURNEY_PATHS.goldDetail;
    case 'housing':
      return state.hl_completed ? 'server' : JOURNEY_PATHS.housingDetail;
    case 'card':
      return JOURNEY_PATHS.creditCard;
    case 'insurance':
      return JOURNEY_PATHS.insurance;
    case 'deals':
      return JOURNEY_PATHS.deals;
  }
}
