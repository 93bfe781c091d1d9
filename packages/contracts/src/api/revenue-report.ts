import { z } from 'zod';

// GET REVENUE_API.month (finance, spec 6): a month's revenue per lender, reconciled with what the
// lender paid, and what each partner earned. Amounts are as the server's report computes them.

export const revenueMonthQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM'),
});

export const lenderMonthRevenue = z.object({
  lenderId: z.number(),
  lender: z.string(),
  disbursals: z.number(),
  disbursedAmount: z.number(),
  revenue: z.number(),
  paid: z.number(),
  difference: z.number(),
  status: z.enum(['matched', 'underpaid', 'overpaid']),
});
export const partnerMonthRevenue = z.object({
  partnerId: z.number(),
  partner: z.string(),
  disbursals: z.number(),
  disbursedAmount: z.number(),
  earned: z.number(),
});
export const monthlyRevenueReport = z.object({
  month: z.string(),
  lenders: z.array(lenderMonthRevenue),
  partners: z.array(partnerMonthRevenue),
});
export type MonthlyRevenue = z.infer<typeof monthlyRevenueReport>;
export const monthlyRevenueResponse = z.object({ success: z.literal(true), data: monthlyRevenueReport });
