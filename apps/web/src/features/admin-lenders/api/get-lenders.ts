import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API, lendersResponse, type LenderDto } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// spec 7 GET /api/get-lenders-data: every live lender (soft-deleted ones are gone).
export async function getLenders(signal?: AbortSignal): Promise<LenderDto[]> {
  const response = await apiRequest(ADMIN_API.lenders, { schema: lendersResponse, signal });
  return response.data;
}

export const lenderKeys = {
  all: ['admin', 'lenders'] as const,
  list: () => [...lenderKeys.all, 'list'] as const,
  detail: (lenderId: number) => [...lenderKeys.all, 'detail', lenderId] as const,
};

export function lendersQueryOptions() {
  return queryOptions({
    queryKey: lenderKeys.list(),
    queryFn: ({ signal }) => getLenders(signal),
    // spec 8: a failed list load is only logged; the page shows it in place.
    meta: { errorToast: false },
  });
}

export function useLenders() {
  return useQuery(lendersQueryOptions());
}
