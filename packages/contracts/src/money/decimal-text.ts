// Amounts and rates stored as numeric text (PostgreSQL numeric(14,2) rupees, numeric(7,3)
// percents) are read digit by digit, never through a binary double, so no stored value can be
// off by a unit however large it is (issue 14: money computed once, exactly).

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Decimal text as whole units of 10^-places ('1234.5' at 2 places -> 123450); digits beyond
 * `places` round half away from zero ('-12.345' -> -1235). Null when the text is not a plain
 * decimal or the result is not a safe integer.
 */
export function decimalTextToUnits(text: string, places: number): number | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const kept = BigInt(`${whole || '0'}${fraction.slice(0, places).padEnd(places, '0')}`);
  const units = Number((fraction[places] ?? '0') >= '5' ? kept + 1n : kept);
  if (!Number.isSafeInteger(units)) return null;
  return sign === '-' && units !== 0 ? -units : units;
}
