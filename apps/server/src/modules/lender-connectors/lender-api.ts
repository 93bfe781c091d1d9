import { z } from 'zod';

// The generic lender API our connectors speak and the sandbox implements (docs/lender-api.md).

export const lenderApplicationRequest = z.object({
  reference: z.uuid(),
  product: z.enum(['personal', 'business', 'gold', 'home']),
  amount: z.number().int().positive(),
  tenure_months: z.number().int().positive().nullable(),
  applicant: z.object({
    first_name: z.string(),
    last_name: z.string(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    birth_date: z.string().nullable(),
    monthly_income: z.number().int().nullable(),
    employment_status_code: z.number().int().nullable(),
    pincode: z.string().nullable(),
  }),
});
export type LenderApplicationRequest = z.infer<typeof lenderApplicationRequest>;

export const lenderApplicationResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('accepted'), lender_reference: z.string().min(1).max(100) }),
  z.object({
    status: z.literal('declined'),
    lender_reference: z.string().max(100).nullable(),
    reason: z.string().min(1).max(500),
  }),
]);
export type LenderApplicationResponse = z.infer<typeof lenderApplicationResponse>;
