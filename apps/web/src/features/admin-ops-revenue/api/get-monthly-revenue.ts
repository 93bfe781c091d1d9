import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVENUE_API, monthlyRevenueResponse, type MonthlyRevenue } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET REVENUE_API.month?month=YYYY-MM (apps/server/src/modules/revenue/revenue.routes.ts).
const REVENUE_URL = REVENUE_API.month;

export async function getMonthlyRevenue(month: string, signal?: AbortSignal): Promise<MonthlyRevenue> {
  const query = new URLSearchParams({ month }).toString();
  return (await apiRequest(`${REVENUE_URL}?${query}`, { schema: monthlyRevenueResponse, signal })).data;
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
