// Issue 15: money on the ledger is integer paise, computed once (docs/decisions/020-revenue-ledger.md).
//
// Rounding rule: a share of an amount (percent of a disbursal) is rounded to the nearest paisa,
// halves away from zero, once per disbursal. Products use BigInt so that no amount the schema can
// hold (numeric 14,2) loses a paisa to floating point.

/** Exact paise of a rupee amount stored as numeric text ('1234.5' -> 123450); null is 0. */
export function rupeesToPaise(value: string | number | null): number {
  if (value === null) return 0;
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d{0,2})\d*)?$/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -paise : paise;
}

/** Thousandths of a percent from numeric text ('2.5' -> 2500; spec 5 allows a step of 0.001). */
export function percentToMilli(value: string | number | null): number {
  if (value === null) return 0;
  const text = typeof value === 'number' ? value.toFixed(3) : value.trim();
  const match = /^(\d+)(?:\.(\d{0,3})\d*)?$/.exec(text);
  if (!match) throw new Error(`not a percent: ${text}`);
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** round(a x b / d) with halves away from zero, exactly. d > 0. */
export function mulDivRound(a: number, b: number, d: number): number {
  const n = BigInt(a) * BigInt(b);
  const div = BigInt(d);
  const sign = n < 0n ? -1n : 1n;
  const abs = n * sign;
  return Number(((abs * 2n + div) / (2n * div)) * sign);
}

/** percentMilli of an amount in paise, rounded to the paisa (100% = 100,000 milli). */
export function percentOfPaise(amountPaise: number, percentMilli: number): number {
  return mulDivRound(amountPaise, percentMilli, 100_000);
}
