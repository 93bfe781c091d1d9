import {
  MAX_TENURE_MONTHS,
  processingFeeAmount,
  repaymentSummary,
  type RepaymentSummary,
} from '@cl/contracts';

/** What the calculator accepts (spec 9 amounts and terms, widened for gold and home loans). */
export const CALCULATOR_LIMITS = {
  amount: { min: 1000, max: 10_000_000 },
  rate: { min: 0, max: 60 },
  months: { min: 1, max: MAX_TENURE_MONTHS },
  feePercent: { min: 0, max: 10 },
} as const;

export type CalculatorField = keyof typeof CALCULATOR_LIMITS;
export type CalculatorInput = Record<CalculatorField, string>;

/** A typed value as a number within its limits, or null ('' and '12abc' are not numbers). */
export function readField(field: CalculatorField, text: string): number | null {
  const cleaned = text.replaceAll(',', '').trim();
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  const { min, max } = CALCULATOR_LIMITS[field];
  if (value < min || value > max) return null;
  if ((field === 'months' || field === 'amount') && !Number.isInteger(value)) return null;
  return value;
}

export interface CalculatorResult extends RepaymentSummary {
  /** Processing fee with GST, deducted before disbursal. */
  fee: number;
}

/**
 * EMI, total interest and APR with fees for the typed values, with the contracts' loan maths
 * (the same the server's KFS uses). Null while any value is missing or out of range.
 */
export function calculate(input: CalculatorInput): CalculatorResult | null {
  const amount = readField('amount', input.amount);
  const rate = readField('rate', input.rate);
  const months = readField('months', input.months);
  const feePercent = readField('feePercent', input.feePercent);
  if (amount === null || rate === null || months === null || feePercent === null) return null;
  const fee = processingFeeAmount(amount, { percent: feePercent });
  return {
    ...repaymentSummary({ principal: amount, annualRatePercent: rate, months, upfrontFees: fee }),
    fee,
  };
}
