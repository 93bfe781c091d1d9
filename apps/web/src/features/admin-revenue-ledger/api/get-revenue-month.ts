import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVENUE_API, revenueMonthResponse, type RevenueMonth } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET REVENUE_API.month?month=YYYY-MM: the month's statement totals per lender and per partner,
// read from the revenue ledger (issue 15).
export async function getRevenueMonth(month: string, signal?: AbortSignal): Promise<RevenueMonth> {
  const query = new URLSearchParams({ month }).toString();
  return (await apiRequest(`${REVENUE_API.month}?${query}`, { schema: revenueMonthResponse, signal })).data;
}

export const revenueKeys = {
  all: ['admin', 'revenue'] as const,
  month: (month: string) => [...revenueKeys.all, 'month', month] as const,
  statement: (party: 'partner' | 'lender', id: number, month: string) =>
    [...revenueKeys.all, 'statement', party, id, month] as const,
};

export function revenueMonthQueryOptions(month: string) {
  return queryOptions({
    queryKey: revenueKeys.month(month),
    queryFn: ({ signal }) => getRevenueMonth(month, signal),
  });
}

export function useRevenueMonth(month: string) {
  return useQuery(revenueMonthQueryOptions(month));
}
