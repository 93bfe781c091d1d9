import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API, apiPath, lenderResponse, type LenderDto } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { lenderKeys } from './get-lenders';

// spec 7 GET /api/get-lender-data/{lenderId}.
export async function getLender(lenderId: number, signal?: AbortSignal): Promise<LenderDto> {
  const response = await apiRequest(apiPath(ADMIN_API.lender, { lenderId }), {
    schema: lenderResponse,
    signal,
  });
  return response.data;
}

export function lenderQueryOptions(lenderId: number) {
  return queryOptions({
    queryKey: lenderKeys.detail(lenderId),
    queryFn: ({ signal }) => getLender(lenderId, signal),
    meta: { errorToast: false },
  });
}

export function useLender(lenderId: number) {
  return useQuery(lenderQueryOptions(lenderId));
}
