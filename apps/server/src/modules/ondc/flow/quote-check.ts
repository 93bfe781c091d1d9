import { paiseToRupees, repaymentSummary, rupeesToPaise } from '@cl/contracts';
import type { NetworkTerms } from './network-terms.ts';

// docs/ondc.md: a network lender's figures are shown as sent, and recomputed with the product's own
// loan maths (contracts lending/emi.ts); a difference of more than one rupee or one basis point is
// recorded with the offer (for the lender API failure report), never hidden or corrected.

const RUPEE = 100;

/** The LOAN_INFO / quote codes whose value our own maths does not reproduce. */
export function quoteDisagreements(terms: Omit<NetworkTerms, 'disagreements'>): string[] {
  const upfrontPaise = terms.upfrontCharges.reduce((sum, charge) => sum + charge.paise, 0);
  if (upfrontPaise >= terms.principalPaise || terms.months < 1) return ['PRINCIPAL'];
  const ours = repaymentSummary({
    principal: paiseToRupees(terms.principalPaise),
    annualRatePercent: terms.rateBp / 100,
    months: terms.months,
    upfrontFees: paiseToRupees(upfrontPaise),
  });
  const found: string[] = [];
  if (Math.abs(rupeesToPaise(ours.emiExact) - terms.instalmentPaise) > RUPEE)
    found.push('INSTALLMENT_AMOUNT');
  if (Math.abs(Math.round(ours.apr * 100) - terms.aprBp) > 1) found.push('ANNUAL_PERCENTAGE_RATE');
  if (terms.instalments !== terms.months) found.push('NUMBER_OF_INSTALLMENTS_OF_REPAYMENT');
  if (terms.principalPaise - upfrontPaise !== terms.netDisbursedPaise) found.push('NET_DISBURSED_AMOUNT');
  return found;
}
