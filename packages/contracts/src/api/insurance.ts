import { z } from 'zod';

// Issue 13, REGULATION.md Insurance: comparing or selling insurance needs an IRDAI licence, so the
// site hands the customer to a licensed partner (a web aggregator) and says so. The partner is
// configured per site; the hand-off needs the customer's explicit consent, kept in the ledger.

export const INSURANCE_API = {
  partner: '/api/insurance/partner',
  handoff: '/api/insurance/handoff',
} as const;

export const insurancePartner = z.object({
  name: z.string(),
  /** IRDAI registration (licence) number, shown with the name. */
  licence: z.string(),
  url: z.url(),
});
export type InsurancePartner = z.infer<typeof insurancePartner>;

/** null: this site has no licensed partner, so insurance is not open here (nothing is shared). */
export const insurancePartnerResponse = z.object({
  success: z.literal(true),
  data: z.object({ partner: insurancePartner.nullable() }),
});

/** The consent must be ticked by the customer; false or absent is refused. */
export const insuranceHandoffBody = z.object({ consent: z.literal(true) });

export const insuranceHandoffResponse = z.object({
  success: z.literal(true),
  data: z.object({ url: z.url(), partner: insurancePartner }),
});
