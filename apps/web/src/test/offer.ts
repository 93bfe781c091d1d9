import { offer, type Offer } from '@cl/contracts';

/**
 * One matching offer as GET /api/offers answers it, parsed through the contracts' schema so a
 * contract change breaks the tests built on it.
 */
export function offerFixture(overrides: Partial<Offer> = {}): Offer {
  return offer.parse({
    lenderId: 7,
    slug: 'earlysalary',
    name: 'EarlySalary',
    amount: 200000,
    tenure: '3 to 24 months',
    interestRate: '18% To 30%',
    aprMin: 19.5,
    aprMax: 34,
    processingFees: 'Up to 3% + GST',
    penalCharges: '2% per month on overdue amount',
    coolingOffDays: 3,
    specialOffer: 'No processing fee on loans up to ₹50,000',
    emiExample: { months: 24, ratePercent: 18, emi: 9985, apr: 21.43 },
    handoff: 'api',
    kfsVersion: 'kfs-abc',
    creditScoreUnknown: false,
    application: null,
    ...overrides,
  });
}
