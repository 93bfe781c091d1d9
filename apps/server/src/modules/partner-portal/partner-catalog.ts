import { CREDIT_SCORE_CLASSES, type LenderJourneyStep, type PartnerEligibilityRow } from '@cl/contracts';
import type { LenderRow } from '../lenders/lenders.repository.ts';

// Partner training pages built from live lender data (spec 2 Eligibility Criteria page).

const range = (min: number | null, max: number | null): string => {
  if (min === null && max === null) return 'NA';
  if (min === null) return `Up to ${String(max)}`;
  if (max === null) return `${String(min)}+`;
  return `${String(min)}-${String(max)}`;
};

export function eligibilityRow(lender: LenderRow): PartnerEligibilityRow {
  const kinds = [
    lender.salaried === 1 ? 'Salaried' : null,
    lender.selfEmployed === 1 ? 'Selfemployed' : null,
    lender.business === 1 ? 'Business' : null,
  ].filter((k): k is string => k !== null);
  const cibil = CREDIT_SCORE_CLASSES.find((c) => c.id === lender.creditScoreClass)?.value ?? 'NA';
  return {
    lenderId: lender.id,
    criteria: lender.name,
    age: range(lender.minAge, lender.maxAge),
    employment: kinds.length > 0 ? kinds.join('/') : 'NA',
    monthlyNetIncome: lender.minIncome,
    minLoan: lender.minLoan,
    maxLoan: lender.maxLoan,
    cibil,
    journey: lender.journey === 'app' ? 'App' : 'Web/App',
  };
}

const step = (code: LenderJourneyStep['code'], text: string, values: LenderJourneyStep['values'] = {}) => ({
  code,
  values,
  text,
});

/** The steps a customer goes through with a lender, from how it integrates. */
export function lenderJourneySteps(lender: LenderRow): LenderJourneyStep[] {
  const lenderName = { lender: lender.name };
  const steps = [
    step('compare', 'Check eligibility and compare offers on CrediLink'),
    step('kfs', 'Read and accept the Key Fact Statement'),
  ];
  if (lender.api === 1 && lender.autosubmission === 1)
    steps.push(step('sent_automatically', `Application sent to ${lender.name} automatically`, lenderName));
  else if (lender.journey === 'app')
    steps.push(step('continue_app', `Continue on ${lender.name}'s app`, lenderName));
  else steps.push(step('continue_web', `Continue on ${lender.name}'s website or app`, lenderName));
  steps.push(step('kyc', 'Complete KYC with the lender (PAN, Aadhaar, selfie)'));
  if (lender.products.includes('gold'))
    steps.push(step('gold_valuation', 'Visit a branch or book a doorstep gold valuation'));
  else steps.push(step('income_proof', 'Share income proof (bank statement or salary slips)'));
  steps.push(
    step(
      'esign',
      `Approval and e-sign of the loan agreement (${String(lender.coolingOffDays)}-day cooling-off period)`,
      { days: lender.coolingOffDays },
    ),
  );
  steps.push(step('disbursed', 'Money disbursed to the bank account by the lender'));
  return steps;
}
