// Codes the profile, the lenders and the offers engine share. spec 3 lists ticketClass and
// creditScoreClass as option lists (id and value); their contents are ours (docs/decisions/004).

export const TICKET_CLASSES = [
  { id: 1, value: 'Up to ₹50,000', min: 0, max: 50_000 },
  { id: 2, value: '₹50,001 to ₹2,00,000', min: 50_001, max: 200_000 },
  { id: 3, value: '₹2,00,001 to ₹10,00,000', min: 200_001, max: 1_000_000 },
  { id: 4, value: 'Above ₹10,00,000', min: 1_000_001, max: null },
] as const;

/** Minimum bureau score a lender asks for; 'New to credit' lenders take customers with no score. */
export const CREDIT_SCORE_CLASSES = [
  { id: 1, value: '625+', minScore: 625 },
  { id: 2, value: '650+', minScore: 650 },
  { id: 3, value: '675+', minScore: 675 },
  { id: 4, value: '700+', minScore: 700 },
  { id: 5, value: '725+', minScore: 725 },
  { id: 6, value: '750+', minScore: 750 },
] as const;

/** employment_status_code values (the employmentStatus option list uses the same ids). */
export const EMPLOYMENT_STATUS = {
  salaried: 1,
  selfEmployed: 2,
  business: 3,
  student: 4,
  retired: 5,
  homemaker: 6,
  unemployed: 7,
} as const;

export const PRODUCT_TYPES = [
  'Personal Loans',
  'Business Loans',
  'Gold Loans',
  'Affordable Housing Loan',
  'Home Loans',
  'Credit Cards',
  'Other Insurance',
  'Student Loans',
  'Two Wheeler Loans',
  'Car Loans',
  'Deals',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** What a lender can offer; lenders.products holds these (student, two_wheeler, car: issue 13). */
export const LENDER_PRODUCTS = [
  'personal',
  'business',
  'gold',
  'home',
  'student',
  'two_wheeler',
  'car',
] as const;
export type LenderProduct = (typeof LENDER_PRODUCTS)[number];

/**
 * The lender product whose offers a chosen product shows (spec 1). Cards and insurance have no
 * lender product; Deals are our partners' (a hand-off page, not offers).
 */
const LENDER_PRODUCT_OF: Partial<Record<ProductType, LenderProduct>> = {
  'Personal Loans': 'personal',
  'Business Loans': 'business',
  'Gold Loans': 'gold',
  'Affordable Housing Loan': 'home',
  'Home Loans': 'home',
  'Student Loans': 'student',
  'Two Wheeler Loans': 'two_wheeler',
  'Car Loans': 'car',
};

export function lenderProductOf(product: ProductType): LenderProduct | null {
  return LENDER_PRODUCT_OF[product] ?? null;
}

/** Loans for which the personal form and /user/offers serve (the personal journey family). */
export const PERSONAL_FAMILY_PRODUCTS = ['personal', 'student', 'two_wheeler', 'car'] as const;
export type PersonalFamilyProduct = (typeof PERSONAL_FAMILY_PRODUCTS)[number];

/**
 * Personal-family loans that ask their own questions (course, vehicle) on top of the personal
 * profile (ADR 015): their profile is complete only once those answers are saved.
 */
export const OWN_ANSWER_PRODUCTS = ['student', 'two_wheeler', 'car'] as const;
export type OwnAnswerProduct = (typeof OWN_ANSWER_PRODUCTS)[number];

export function isOwnAnswerProduct(product: string | null): product is OwnAnswerProduct {
  return OWN_ANSWER_PRODUCTS.some((own) => own === product);
}

export const LENDER_JOURNEYS = ['app', 'web_app'] as const;
