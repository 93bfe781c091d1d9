import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { REVENUE_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET REVENUE_API.month?month=YYYY-MM (apps/server/src/modules/revenue/revenue.routes.ts; the
// server declares data as unknown, so the shape of revenue.service.ts is mirrored and checked here).
const REVENUE_URL = REVENUE_API.month;

const monthlyRevenue = z.object({
  month: z.string(),
  lenders: z.array(
    z.object({
      lenderId: z.number(),
      lender: z.string(),
      disbursals: z.number(),
      disbursedAmount: z.number(),
      revenue: z.number(),
      paid: z.number(),
      difference: z.number(),
      status: z.enum(['matched', 'underpaid', 'overpaid']),
    }),
  ),
  partners: z.array(
    z.object({
      partnerId: z.number(),
      partner: z.string(),
      disbursals: z.number(),
      disbursedAmount: z.number(),
      earned: z.number(),
    }),
  ),
});
export type MonthlyRevenue = z.infer<typeof monthlyRevenue>;
const response = z.object({ success: z.literal(true), data: monthlyRevenue });

export async function getMonthlyRevenue(month: string, signal?: AbortSignal): Promise<MonthlyRevenue> {
  const query = new URLSearchParams({ month }).toString();
  return (await apiRequest(`${REVENUE_URL}?${query}`, { schema: response, signal })).data;
}

export const revenueKeys = {
  all: ['admin', 'revenue'] as const,
  month: (month: string) => [...revenueKeys.all, month] as const,
};

export function monthlyRevenueQueryOptions(month: string) {
  return queryOptions({
    queryKey: revenueKeys.month(month),
    queryFn: ({ signal }) => getMonthlyRevenue(month, signal),
  });
}

export function useMonthlyRevenue(month: string) {
  return useQuery(monthlyRevenueQueryOptions(month));
}
