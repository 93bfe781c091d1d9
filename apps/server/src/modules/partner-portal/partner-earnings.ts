// What a partner earns on a disbursal (issue 7 uses the same rule): its flat fee plus its percent of
// the disbursed amount. Pure, in rupees, rounded to the paisa.

export interface PartnerShare {
  revenuePercent: number | null;
  revenueFlatFee: number | null;
}

export function partnerEarning(share: PartnerShare, disbursedAmount: number): number {
  const percent = share.revenuePercent ?? 0;
  const flat = share.revenueFlatFee ?? 0;
  return Math.round((flat + (disbursedAmount * percent) / 100) * 100) / 100;
}
