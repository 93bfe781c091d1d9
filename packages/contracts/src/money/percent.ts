import { decimalTextToUnits } from './decimal-text.ts';
import { formatPaise } from './format-money.ts';

// Issue 15 / spec 5: revenue and partner rates are percents with a step of 0.001, kept as whole
// thousandths of a percent (milli), and a share of an amount is rounded to the nearest paisa,
// halves away from zero, once per disbursal (docs/decisions/020-revenue-ledger.md). Products go
// through BigInt so no amount a numeric(14,2) column holds loses a paisa to floating point.

/** 100% in thousandths of a percent. */
const WHOLE_MILLI = 100_000;

/** A percent (numeric(7,3) text such as '2.5', or a number) in thousandths: '2.5' -> 2500. */
export function percentToMilli(percent: number | string): number {
  const milli = decimalTextToUnits(typeof percent === 'number' ? percent.toFixed(6) : percent, 3);
  if (milli === null || milli < 0) throw new RangeError(`Not a percent: ${String(percent)}`);
  return milli;
}

/** round(a × b / d), halves away from zero, exactly (d > 0). */
export function mulDivRound(a: number, b: number, d: number): number {
  const product = BigInt(a) * BigInt(b);
  const divisor = BigInt(d);
  const sign = product < 0n ? -1n : 1n;
  return Number(((product * sign * 2n + divisor) / (2n * divisor)) * sign);
}

/** A partner's rate as statements and the audit screen show it: '2.5% + ₹50.00'. */
export function formatRate(percentMilli: number, flatPaise: number): string {
  return `${String(percentMilli / 1000)}% + ${formatPaise(flatPaise, { paise: 'always' })}`;
}

/** `percentMilli` thousandths of a percent of an amount in paise, rounded to the paisa. */
export function percentOfPaise(amountPaise: number, percentMilli: number): number {
  return mulDivRound(amountPaise, percentMilli, WHOLE_MILLI);
}
