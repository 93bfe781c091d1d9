// ONDC FIS12 messages carry rates as percent text; money as rupee text is `paiseToRupeeText`
// (@cl/contracts), which the product's own messages use too.

/** A percent as the spec writes it: "13.5%". */
export function percentText(percent: number): string {
  return `${Number(percent.toFixed(3))}%`;
}
