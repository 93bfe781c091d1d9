// Loan sense for two-wheeler and car loans (issue 13). RBI sets no loan-to-value ceiling for
// vehicle loans; these are the shares Indian lenders commonly fund, chosen so that no customer is
// shown an amount no lender would give (docs/decisions/015-student-and-vehicle-loans.md):
// - new two-wheeler 95%: captive and NBFC two-wheeler lenders advertise up to 95% of on-road price;
// - used two-wheeler 75%: resale value falls fast and is hard to verify;
// - new car 90%: the usual bank ceiling on on-road price;
// - used car 80%: used-car loans are priced on a valuation, commonly 70-85% of it.

export const VEHICLE_CONDITIONS = ['new', 'used'] as const;
export type VehicleCondition = (typeof VEHICLE_CONDITIONS)[number];

export const VEHICLE_PRODUCTS = ['two_wheeler', 'car'] as const;
export type VehicleProduct = (typeof VEHICLE_PRODUCTS)[number];

export const VEHICLE_LTV_PERCENT: Record<VehicleProduct, Record<VehicleCondition, number>> = {
  two_wheeler: { new: 95, used: 75 },
  car: { new: 90, used: 80 },
};

/** On-road price bounds (whole rupees) a form accepts: a moped to a superbike; a small car to a luxury one. */
export const ON_ROAD_PRICE: Record<VehicleProduct, { min: number; max: number }> = {
  two_wheeler: { min: 20_000, max: 5_000_000 },
  car: { min: 100_000, max: 50_000_000 },
};

/** The largest loan for this vehicle: its LTV share of the on-road price, whole rupees rounded down. */
export function vehicleLoanCap(
  product: VehicleProduct,
  condition: VehicleCondition,
  onRoadPriceRupees: number,
): number {
  return Math.floor((onRoadPriceRupees * VEHICLE_LTV_PERCENT[product][condition]) / 100);
}
