import { paiseToRupees, processingFeeAmount, repaymentSummary, rupeesToPaise } from '@cl/contracts';
import type { LenderTerms } from './simulated-network.ts';

// The simulated lender's offer for an amount, in paise, from the same loan maths the product's own
// KFS uses (contracts/lending/emi.ts), so a network offer and a seeded one are computed alike.

export interface LoanQuote {
  principalPaise: number;
  interestPaise: number;
  processingFeePaise: number;
  insurancePaise: number;
  netDisbursedPaise: number;
  instalmentPaise: number;
  instalments: number;
  aprPercent: number;
  /** Principal still owed after each instalment, paise (index 0 is after the first). */
  balancesPaise: number[];
}

/** The amount the lender will lend: the request clamped into its published range. */
export function lendableAmount(terms: LenderTerms, requestedPaise: number): number {
  return Math.min(terms.maxAmountPaise, Math.max(terms.minAmountPaise, requestedPaise));
}

export function loanQuote(terms: LenderTerms, requestedPaise: number): LoanQuote {
  const principalPaise = lendableAmount(terms, requestedPaise);
  const principal = paiseToRupees(principalPaise);
  const processingFeePaise = rupeesToPaise(
    processingFeeAmount(principal, { percent: terms.processingFeePercent }),
  );
  const upfrontPaise = processingFeePaise + terms.insurancePaise;
  const summary = repaymentSummary({
    principal,
    annualRatePercent: terms.annualRatePercent,
    months: terms.tenureMonths,
    upfrontFees: paiseToRupees(upfrontPaise),
    includeSchedule: true,
  });
  return {
    principalPaise,
    interestPaise: rupeesToPaise(summary.totalInterest),
    processingFeePaise,
    insurancePaise: terms.insurancePaise,
    netDisbursedPaise: principalPaise - upfrontPaise,
    instalmentPaise: rupeesToPaise(summary.emi),
    instalments: summary.instalments,
    aprPercent: summary.apr,
    balancesPaise: (summary.schedule ?? []).map((row) => rupeesToPaise(row.balance)),
  };
}
