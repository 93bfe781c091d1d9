import { decimalTextToUnits } from './decimal-text.ts';

// Money is integer paise (issue 14: computed once, in one place). Amounts stored as rupees (whole
// rupees, or numeric(14,2) strings from PostgreSQL) become paise here, and only here. A stored
// amount that may be missing (null) is the caller's to decide: nothing, zero, or an error.

/**
 * Rupees (a number or numeric text such as '2500.50') as whole paise, rounded half away from 0.
 * Text is read exactly, digit by digit, so every numeric(14,2) value keeps its last paisa.
 */
export function rupeesToPaise(rupees: number | string): number {
  if (typeof rupees === 'string') {
    const paise = decimalTextToUnits(rupees, 2);
    if (paise === null) throw new RangeError(`Not an amount of rupees: ${rupees}`);
    return paise;
  }
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount of rupees: ${String(rupees)}`);
  // Scaling by 100 in binary floating point can land a hair off (1.005 * 100 = 100.49999…);
  // rounding the scaled value to 6 places first keeps the paise the decimal number meant.
  const scaled = Number((Math.abs(rupees) * 100).toFixed(6));
  const paise = Math.round(scaled);
  return rupees < 0 && paise !== 0 ? -paise : paise;
}

/** Paise as rupees (for a display or an API that speaks rupees). */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/**
 * Paise as plain rupee text, the inverse of `rupeesToPaise` on text: whole rupees without decimals
 * ('400000'), otherwise two ('4523.50'), no symbol or grouping (ONDC FIS12 messages carry money so).
 */
export function paiseToRupeeText(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${String(paise)}`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rest = abs % 100;
  const rupees = String(Math.trunc(abs / 100));
  return rest === 0 ? `${sign}${rupees}` : `${sign}${rupees}.${String(rest).padStart(2, '0')}`;
}

/** Sums paise exactly (integers below 2^53 add without error). */
export function sumPaise(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}
