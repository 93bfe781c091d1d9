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

/** Sums paise exactly (integers below 2^53 add without error). */
export function sumPaise(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}
