import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ONDC_ADMIN_API, ondcFailuresResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { ondcKeys } from './get-ondc-participants';

// Issue 17 GET /api/admin/ondc/failures?page=: NACKed calls and refused callbacks, latest first.
export async function getOndcFailures(page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page) }).toString();
  return (await apiRequest(`${ONDC_ADMIN_API.failures}?${query}`, { schema: ondcFailuresResponse, signal }))
    .data;
}

export function useOndcFailures(page: number) {
  return useQuery({
    queryKey: ondcKeys.failures(page),
    queryFn: ({ signal }) => getOndcFailures(page, signal),
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });
}
