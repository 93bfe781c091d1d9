import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API, lendersResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// The lender filter's choices from GET /api/get-lenders-data (role 1 only on the server, so the
// filter bar asks only when the role may open lenders).

export async function getLenderOptions(signal?: AbortSignal) {
  return (await apiRequest(ADMIN_API.lenders, { schema: lendersResponse, signal })).data;
}

export function useLenderOptions(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'lenders', 'options'] as const,
      queryFn: ({ signal }) => getLenderOptions(signal),
      enabled,
      meta: { errorToast: false },
    }),
  );
}
