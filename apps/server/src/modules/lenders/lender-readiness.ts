import { msg, type LenderDto, type LenderProduct, type LenderSetupField } from '@cl/contracts';
import { EMPLOYMENT_FREE_PRODUCTS, canTakeApplications } from '../offers/eligibility.ts';
import { maxTenureMonths, parseRateRange } from '../offers/lender-terms.ts';

// Issue 15: what a lender must have before it may be switched on, so that a lender an admin
// switches on is one the offers engine can match and show (offers/eligibility.ts, spec 3 Lender).

/** Field -> validation message key; empty when there is nothing to refuse. */
export type LenderFieldProblems = Partial<Record<LenderSetupField, string>>;

/** Both switches on: the catalogue status and the /admin/vendors-on-off switch (eligibility.ts). */
export const isSwitchedOn = (lender: Pick<LenderDto, 'lender_status' | 'vendor_on'>): boolean =>
  lender.lender_status === 1 && lender.vendor_on === 1;

const blank = (text: string | null): boolean => (text ?? '').trim() === '';

/**
 * What stops a lender from appearing in offers, or from showing the terms an offer and its KFS
 * print (RBI DLD 2025: APR, fees and cooling-off before the customer applies). Bounds left empty
 * are "no limit" (spec 2), so they are not required.
 */
export function offerReadinessProblems(lender: LenderDto): LenderFieldProblems {
  const problems: LenderFieldProblems = {};
  if (lender.products.length === 0) problems.products = msg('lenderNeedsProducts');
  const handoff = {
    api: lender.api,
    autosubmission: lender.autosubmission,
    redirectUrl: lender.redirect_url,
  };
  if (!canTakeApplications(handoff)) problems.redirect_url = msg('lenderNeedsHandoff');
  // eligibility.ts admits an employment status only through these flags, except for gold and student loans.
  const needsSegment = lender.products.some((p) => !EMPLOYMENT_FREE_PRODUCTS.has(p as LenderProduct));
  if (needsSegment && lender.salaried !== 1 && lender.self_employed !== 1 && lender.business !== 1)
    problems.salaried = msg('lenderNeedsSegment');
  if (parseRateRange(lender.interest_rate) === null) problems.interest_rate = msg('lenderNeedsRate');
  if (lender.apr_min === null) problems.apr_min = msg('lenderNeedsApr');
  if (lender.apr_max === null) problems.apr_max = msg('lenderNeedsApr');
  if (maxTenureMonths(lender.tenure) === null) problems.tenure = msg('lenderNeedsTenure');
  if (blank(lender.processing_fees)) problems.processing_fees = msg('lenderNeedsFees');
  return problems;
}

const BOUNDS = [
  ['min_income', 'max_income'],
  ['min_age', 'max_age'],
  ['min_loan', 'max_loan'],
  ['apr_min', 'apr_max'],
] as const;

/** A bound pair must stay ordered (min <= max), and a special offer cannot end before it starts. */
export function boundProblems(lender: LenderDto): LenderFieldProblems {
  const problems: LenderFieldProblems = {};
  for (const [min, max] of BOUNDS) {
    const low = lender[min];
    const high = lender[max];
    if (low !== null && high !== null && low > high) problems[min] = msg('minAboveMax');
  }
  if (lender.so_date_start && lender.so_date_end && lender.so_date_start > lender.so_date_end)
    problems.so_date_end = msg('offerEndsBeforeStart');
  return problems;
}

/**
 * Why a change from `before` to `after` must be refused. A lender that is (or is being) switched
 * on may not gain a readiness problem; a lender already on with an old gap (seeded before these
 * rules) can still be edited elsewhere, so a fix is never blocked by an unrelated field.
 */
export function lenderChangeProblems(before: LenderDto, after: LenderDto): LenderFieldProblems {
  const problems = boundProblems(after);
  if (!isSwitchedOn(after)) return problems;
  const known = isSwitchedOn(before) ? offerReadinessProblems(before) : {};
  let blocked = false;
  for (const [field, message] of Object.entries(offerReadinessProblems(after)) as [
    LenderSetupField,
    string,
  ][]) {
    if (field in known) continue;
    problems[field] ??= message;
    blocked = true;
  }
  if (blocked) {
    const switch_ = before.lender_status !== 1 || before.vendor_on === 1 ? 'lender_status' : 'vendor_on';
    problems[switch_] = msg('lenderNotReady');
  }
  return problems;
}

/** The one message a refused change answers with: the switch's, else the first field's. */
export function headlineOf(problems: LenderFieldProblems): string | undefined {
  return problems.lender_status ?? problems.vendor_on ?? Object.values(problems)[0];
}
