import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, ERASURE_API, erasuresResponse, type ErasureRow } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// erasure.routes.ts (role 1).
export const ERASURE_URLS = {
  list: ERASURE_API.list,
  erase: (userId: number) => apiPath(ERASURE_API.erase, { userId }),
} as const;

export async function getErasures(signal?: AbortSignal): Promise<ErasureRow[]> {
  return (await apiRequest(ERASURE_URLS.list, { schema: erasuresResponse, signal })).data;
}

export const erasureKeys = { all: ['admin', 'erasures'] as const };

export function useErasures() {
  return useQuery(
    queryOptions({
      queryKey: erasureKeys.all,
      queryFn: ({ signal }) => getErasures(signal),
      meta: { errorToast: false },
    }),
  );
}
