import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { PARTNER_API, partnerSessionResponse, type partnerSessionData } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export type PartnerSession = z.infer<typeof partnerSessionData>;

// GET /api/partner/session: the signed-in partner (spec 6); 401 means "sign in first".
export async function getPartnerSession(signal?: AbortSignal): Promise<PartnerSession> {
  const response = await apiRequest(PARTNER_API.session, { schema: partnerSessionResponse, signal });
  return response.data;
}

export const partnerSessionKeys = {
  all: ['partner', 'session'] as const,
};

export { isSignedOutError } from '@/lib/api-error';

export function partnerSessionQueryOptions() {
  return queryOptions({
    queryKey: partnerSessionKeys.all,
    queryFn: ({ signal }) => getPartnerSession(signal),
    staleTime: 5 * 60_000,
    retry: (failures, error) => !(error instanceof ApiError && error.isClientError) && failures < 2,
    // The gate sends a signed-out visitor to the login page; a toast would only be noise.
    meta: { errorToast: false },
  });
}

export function usePartnerSession() {
  return useQuery(partnerSessionQueryOptions());
}
