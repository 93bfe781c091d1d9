import type { ProductType } from './catalog.ts';

// spec 4 "Customer routing" and spec 6 "Customers need a user id, a verification and a chosen
// product", as one pure function used by the web's route guards.

export interface JourneyState {
  userId: number | null;
  /** OTP verified in this session. */
  verified: boolean;
  productType: ProductType | null;
  pl_completed: number;
  bl_completed: number;
  gl_completed: number;
  hl_completed: number;
  /** The returning customer confirmed PAN and birth date (or completed the profile) this session. */
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
  goldDetail: '/user/user-detail/gold-loan',
  housingDetail: '/user/user-detail/affordable-housing-loan',
  creditCard: '/user/credit-card',
  insurance: '/user/insurance/transaction',
  deals: '/user/deals',
} as const;

/** Paths that belong to one product family; any other /user path is open to every product. */
const FAMILY_OF_PATH: [prefix: string, family: JourneyFamily][] = [
  [JOURNEY_PATHS.goldDetail, 'gold'],
  [JOURNEY_PATHS.housingDetail, 'housing'],
  [JOURNEY_PATHS.personalDetail, 'personal'],
  [JOURNEY_PATHS.welcomeBack, 'personal'],
  [JOURNEY_PATHS.offers, 'personal'],
  [JOURNEY_PATHS.businessDetail, 'business'],
  [JOURNEY_PATHS.businessWelcomeBack, 'business'],
  [JOURNEY_PATHS.businessOffers, 'business'],
  [JOURNEY_PATHS.creditCard, 'card'],
  [JOURNEY_PATHS.insurance, 'insurance'],
  [JOURNEY_PATHS.deals, 'deals'],
];

function familyOfPath(path: string): JourneyFamily | null {
  const match = FAMILY_OF_PATH.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return match ? match[1] : null;
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
      return state.returningConfirmed ? JOURNEY_PATHS.offers : JOURNEY_PATHS.welcomeBack;
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

/**
 * The redirect a guard applies to a /user path, or null when the customer may stay.
 * Order: user id, verification, product, product match, then completion before offers.
 */
export function guardCustomerPath(path: string, state: JourneyState): string | null {
  if (state.userId === null) return JOURNEY_PATHS.login;
  if (!state.verified) return JOURNEY_PATHS.verification;
  if (!state.productType) return JOURNEY_PATHS.products;
  const family = journeyFamily(state.productType);
  const pathFamily = familyOfPath(path);
  if (pathFamily && pathFamily !== family) return JOURNEY_PATHS.products;
  if (path === JOURNEY_PATHS.offers) {
    if (!state.pl_completed) return JOURNEY_PATHS.personalDetail;
    if (!state.returningConfirmed) return JOURNEY_PATHS.welcomeBack;
  }
  if (path === JOURNEY_PATHS.welcomeBack && !state.pl_completed) return JOURNEY_PATHS.personalDetail;
  if (path === JOURNEY_PATHS.businessOffers) {
    if (!state.bl_completed) return JOURNEY_PATHS.businessDetail;
    if (!state.returningConfirmed) return JOURNEY_PATHS.businessWelcomeBack;
  }
  if (path === JOURNEY_PATHS.businessWelcomeBack && !state.bl_completed) return JOURNEY_PATHS.businessDetail;
  return null;
}
