import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, maskInfoResponse, USER_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// spec 7 GET /api/getMaskInfo/{userId}: the PAN and birth date on record, masked (spec 3).
export async function getMaskInfo(userId: number, signal?: AbortSignal) {
  const response = await apiRequest(apiPath(USER_API.maskInfo, { userId }), {
    schema: maskInfoResponse,
    signal,
  });
  return response.data;
}

export function maskInfoQueryOptions(userId: number) {
  return queryOptions({
    // Not below the user record's key: saving consents or confirming the identity refreshes the
    // record, and the masked PAN and birth date have not changed (issue 16: no second GET).
    queryKey: ['mask-info', userId] as const,
    queryFn: ({ signal }) => getMaskInfo(userId, signal),
  });
}

export function useMaskInfo(userId: number) {
  return useQuery(maskInfoQueryOptions(userId));
}
