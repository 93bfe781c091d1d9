import {
  CREDIT_SCORE_CLASSES,
  EMPLOYMENT_STATUS,
  RANKING_METHOD_VERSION,
  ageOn,
  birthDateToIso,
  isoToBirthDate,
  parseBirthDate,
} from '@cl/contracts';
import type { CalendarDate, LenderProduct, ReasonCode } from '@cl/contracts';

// The offers engine's rules (spec 2 Eligibility Criteria, spec 3 Lender), pure so that the same
// facts always give the same offers (REGULATION: RBI DLD 2025 — one documented method, applied the
// same way to everyone; the public text is rankingMethodDescription in @cl/contracts).

/** What the engine knows about the customer; null means the profile does not say. */
export interface CustomerFacts {
  /** ISO 'YYYY-MM-DD' as stored. */
  birthDate: string | null;
  monthlyIncome: number | null;
  /** EMPLOYMENT_STATUS code. */
  employmentStatusCode: number | null;
  desiredAmount: number;
  creditScore: number | null;
  /** Unused until lenders have serviceable pincodes (spec 3 has no such column). */
  pincode: string | null;
  product: LenderProduct;
}

/** The lender columns the rules read (schema/lenders.ts). Null bounds are "no limit" (spec 2: blank/NA). */
export interface LenderCriteria {
  id: number;
  slug: string;
  name: string;
  minIncome: number | null;
  maxIncome: number | null;
  minAge: number | null;
  maxAge: number | null;
  minLoan: number | null;
  maxLoan: number | null;
  /** CREDIT_SCORE_CLASSES id; null = no bureau requirement. */
  creditScoreClass: number | null;
  /** Flags are 0/1 (spec 9); anything but 1 counts as off. */
  salaried: number;
  selfEmployed: number;
  business: number;
  lenderStatus: number;
  vendorOn: number;
  /** Both 1: the application goes through the lender's API; otherwise the customer is sent to redirectUrl. */
  api: number;
  autosubmission: number;
  redirectUrl: string | null;
  products: readonly string[];
  deletedAt: Date | null;
}

export type EligibilityResult =
  | {
      matched: true;
      /** The amount the offer is shown for: min(desired, maxLoan). */
      offerAmount: number;
      /** The lender asks for a minimum score and the customer's is not known: the lender checks the bureau. */
      creditScoreUnknown: boolean;
    }
  | { matched: false; reasons: ReasonCode[] };

/**
 * Which lender flag admits each employment status (spec 3: salaried, self_employed, business).
 * Statuses without a flag (student, retired, homemaker, unemployed, unknown codes) are admitted by no
 * lender, and a lender with all three flags off admits nobody: lenders declare only these segments.
 */
const EMPLOYMENT_FLAG: Partial<Record<number, 'salaried' | 'selfEmployed' | 'business'>> = {
  [EMPLOYMENT_STATUS.salaried]: 'salaried',
  [EMPLOYMENT_STATUS.selfEmployed]: 'selfEmployed',
  [EMPLOYMENT_STATUS.business]: 'business',
};

/**
 * Products whose lenders do not lend on the borrower's employment (issue 13): a gold loan is
 * secured by the pledge, and a student loan is assessed on the co-applicant, so a student (or a
 * gold owner with no job) is not turned away for their employment status.
 */
export const EMPLOYMENT_FREE_PRODUCTS: ReadonlySet<LenderProduct> = new Set<LenderProduct>([
  'gold',
  'student',
]);

type Bounds = { min: number | null; max: number | null };
type BoundCheck = 'below' | 'above' | null;

function outside(value: number, { min, max }: Bounds): BoundCheck {
  if (min !== null && value < min) return 'below';
  if (max !== null && value > max) return 'above';
  return null;
}

const hasBound = ({ min, max }: Bounds): boolean => min !== null || max !== null;

function minScoreFor(creditScoreClass: number | null): number | null {
  // An id outside the catalogue is treated like "no requirement" rather than hiding the lender;
  // the admin form only offers catalogue ids (spec 3 creditScoreClass option list).
  return CREDIT_SCORE_CLASSES.find((c) => c.id === creditScoreClass)?.minScore ?? null;
}

/** Whether the application goes through the lender's API (else the customer follows its link). */
export function handoffOf(lender: Pick<LenderCriteria, 'api' | 'autosubmission'>): 'api' | 'redirect' {
  return lender.api === 1 && lender.autosubmission === 1 ? 'api' : 'redirect';
}

/**
 * A redirect lender without a link has nowhere to send the customer: an application would stay
 * 'created' forever under "Continue on the lender's site". Such a lender is not open for
 * applications, like one switched off (docs/decisions/006).
 */
export function canTakeApplications(
  lender: Pick<LenderCriteria, 'api' | 'autosubmission' | 'redirectUrl'>,
): boolean {
  return handoffOf(lender) === 'api' || (lender.redirectUrl ?? '').trim() !== '';
}

/**
 * Whether one lender's criteria admit the customer today, with every failing reason (not just the
 * first) so the customer sees all of them. Bounds are inclusive: age 21 meets a minimum of 21, and
 * a maximum age of 55 admits the customer until the day they turn 56. Missing (or unreadable)
 * profile facts fail a criterion only when the lender sets one. An unknown credit score never excludes (lenders pull
 * the bureau themselves) but is flagged on the match.
 */
let lastAge: { birthDate: string; today: CalendarDate; years: number | null } | undefined;

/**
 * The customer's age in whole years on `today`, or null when the stored birth date is unreadable.
 * One view asks it of every lender with age bounds for the same customer and day, so the last
 * answer is kept (issue 16: the date was parsed again for each lender).
 */
function ageToday(birthDate: string, today: CalendarDate): number | null {
  const last = lastAge;
  if (
    last?.birthDate === birthDate &&
    last.today.year === today.year &&
    last.today.month === today.month &&
    last.today.day === today.day
  )
    return last.years;
  const birth = parseBirthDate(isoToBirthDate(birthDate), today);
  const years = birth.ok ? ageOn(birth.date, today) : null;
  lastAge = { birthDate, today, years };
  return years;
}

export function checkEligibility(
  customer: CustomerFacts,
  lender: LenderCriteria,
  today: CalendarDate,
): EligibilityResult {
  const reasons: ReasonCode[] = [];
  if (lender.deletedAt !== null) reasons.push('lender_deleted');
  if (lender.lenderStatus !== 1) reasons.push('lender_inactive');
  if (lender.vendorOn !== 1) reasons.push('lender_off');
  if (!canTakeApplications(lender)) reasons.push('no_handoff');
  if (!lender.products.includes(customer.product)) reasons.push('product');

  const ages = { min: lender.minAge, max: lender.maxAge };
  if (hasBound(ages)) {
    const years = customer.birthDate === null ? null : ageToday(customer.birthDate, today);
    if (years === null) reasons.push('missing_birth_date');
    else {
      const age = outside(years, ages);
      if (age) reasons.push(age === 'below' ? 'age_below_min' : 'age_above_max');
    }
  }

  const incomes = { min: lender.minIncome, max: lender.maxIncome };
  if (hasBound(incomes)) {
    if (customer.monthlyIncome === null) reasons.push('missing_income');
    else {
      const income = outside(customer.monthlyIncome, incomes);
      if (income) reasons.push(income === 'below' ? 'income_below_min' : 'income_above_max');
    }
  }

  if (!EMPLOYMENT_FREE_PRODUCTS.has(customer.product)) {
    const status = customer.employmentStatusCode;
    const flag = status === null ? undefined : EMPLOYMENT_FLAG[status];
    if (status === null) reasons.push('missing_employment');
    else if (flag === undefined || lender[flag] !== 1) reasons.push('employment');
  }

  const amount = outside(customer.desiredAmount, { min: lender.minLoan, max: lender.maxLoan });
  if (amount) reasons.push(amount === 'below' ? 'amount_below_min' : 'amount_above_max');

  const minScore = minScoreFor(lender.creditScoreClass);
  if (minScore !== null && customer.creditScore !== null && customer.creditScore < minScore) {
    reasons.push('credit_score');
  }

  if (reasons.length > 0) return { matched: false, reasons };
  return {
    matched: true,
    // Equal to the desired amount while amount_above_max excludes; kept as min() so a future
    // "offer up to the lender's maximum" rule changes one line, not the offer shape.
    offerAmount: Math.min(customer.desiredAmount, lender.maxLoan ?? customer.desiredAmount),
    creditScoreUnknown: minScore !== null && customer.creditScore === null,
  };
}

export interface SpecialOfferFields {
  soStatus: number;
  soText: string | null;
  /** ISO 'YYYY-MM-DD'; null = open-ended on that side. */
  soDateStart: string | null;
  soDateEnd: string | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The lender's special offer text when it is switched on and today is within its dates, first and
 * last day included (spec 3 so_*). A malformed date hides the offer: better no banner than a stale one.
 */
export function activeSpecialOffer(lender: SpecialOfferFields, today: CalendarDate): string | null {
  const text = lender.soText?.trim() ?? '';
  if (lender.soStatus !== 1 || text === '') return null;
  const { soDateStart: start, soDateEnd: end } = lender;
  if ((start !== null && !ISO_DATE.test(start)) || (end !== null && !ISO_DATE.test(end))) return null;
  // Zero-padded ISO dates compare correctly as strings.
  const day = birthDateToIso(today);
  if ((start !== null && day < start) || (end !== null && day > end)) return null;
  return text;
}

/** The fields ranking may read. Revenue and commission are deliberately absent (RBI DLD 2025). */
export interface RankableOffer {
  slug: string;
  name: string;
  aprMin: number | null;
  aprMax: number | null;
  offerAmount: number;
  /** Admin-set; higher comes first, and only when everything else is equal. */
  priority: number;
}

/** Ascending with unknown (null) last: an offer without a published APR cannot claim to be cheapest. */
function byKnownAscending(a: number | null, b: number | null): number {
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  return a - b;
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Orders matched offers by method RANKING_METHOD_VERSION (rankingMethodDescription): lowest aprMin,
 * then lowest aprMax, then highest offer amount, then highest priority, then name, then slug. The
 * result depends only on these fields, never on input order or on any other field an offer carries.
 */
export function rankOffers<T extends RankableOffer>(offers: readonly T[], method: string): T[] {
  // The caller names the version it stores with the offers shown; a stale one must fail loudly.
  if (method !== RANKING_METHOD_VERSION) throw new RangeError(`Unknown ranking method '${method}'`);
  return [...offers].sort(
    (a, b) =>
      byKnownAscending(a.aprMin, b.aprMin) ||
      byKnownAscending(a.aprMax, b.aprMax) ||
      b.offerAmount - a.offerAmount ||
      b.priority - a.priority ||
      byText(a.name.toLowerCase(), b.name.toLowerCase()) ||
      byText(a.slug, b.slug),
  );
}
