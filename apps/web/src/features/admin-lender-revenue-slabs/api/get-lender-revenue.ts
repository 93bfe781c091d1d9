import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API, apiPath, lenderRevenueResponse, type RevenueEntry } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// spec 7 GET /api/lender-revenue/get/{lenderId} -> lenderRevenue, in the saved (dragged) order.
export async function getLenderRevenue(lenderId: number, signal?: AbortSignal): Promise<RevenueEntry[]> {
  const answer = await apiRequest(apiPath(ADMIN_API.lenderRevenue, { lenderId }), {
    schema: lenderRevenueResponse,
    signal,
  });
  return answer.lenderRevenue;
}

export const revenueKeys = {
  all: ['admin', 'revenue'] as const,
  list: (lenderId: number) => [...revenueKeys.all, 'list', lenderId] as const,
  types: () => [...revenueKeys.all, 'types'] as const,
};

export function lenderRevenueQueryOptions(lenderId: number) {
  return queryOptions({
    queryKey: revenueKeys.list(lenderId),
    queryFn: ({ signal }) => getLenderRevenue(lenderId, signal),
    meta: { errorToast: false },
  });
}

export function useLenderRevenue(lenderId: number) {
  return useQuery(lenderRevenueQueryOptions(lenderId));
}
