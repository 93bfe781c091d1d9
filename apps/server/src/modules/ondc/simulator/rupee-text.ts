// ONDC FIS12 messages carry money as rupee strings ("400000", "4523.50"); the product keeps paise.

/** Paise as the spec's rupee text: whole rupees without decimals, otherwise two decimals. */
export function rupeeText(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a whole number of paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = Math.trunc(abs / 100);
  const rest = abs % 100;
  return rest === 0 ? `${sign}${rupees}` : `${sign}${rupees}.${String(rest).padStart(2, '0')}`;
}

/** A percent as the spec writes it: "13.5%". */
export function percentText(percent: number): string {
  return `${Number(percent.toFixed(3))}%`;
}
