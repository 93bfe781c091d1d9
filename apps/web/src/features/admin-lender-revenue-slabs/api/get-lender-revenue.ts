import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ADMIN_API, apiPath, revenueEntry, type RevenueEntry } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

const response = z.object({ success: z.literal(true), lenderRevenue: z.array(revenueEntry) });

// spec 7 GET /api/lender-revenue/get/{lenderId} -> lenderRevenue, in the saved (dragged) order.
export async function getLenderRevenue(lenderId: number, signal?: AbortSignal): Promise<RevenueEntry[]> {
  const answer = await apiRequest(apiPath(ADMIN_API.lenderRevenue, { lenderId }), {
    schema: response,
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
