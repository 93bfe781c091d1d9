import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { OFFERS_API, apiPath, applyResponse, networkApplyBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { applicationsKeys } from './get-applications';
import { refreshAfterWrite } from '@/lib/query-refresh';

export type NetworkApplyInput = z.input<typeof networkApplyBody> & { offerId: number };

// POST /api/offers/network/:offerId/apply (issue 17, ADR 034): accept a network lender's offer
// through its KFS. Idempotent on idempotency_key like POST /api/applications; 409 when the KFS
// changed or the offer was already applied for. The loan goes on over the network (handoff 'ondc').
export async function applyNetworkOffer({ offerId, ...body }: NetworkApplyInput) {
  return apiRequest(apiPath(OFFERS_API.networkApply, { offerId }), {
    method: 'POST',
    body: networkApplyBody.parse(body),
    schema: applyResponse,
  });
}

export function useApplyNetworkOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...applicationsKeys.all, 'apply-network'],
    mutationFn: applyNetworkOffer,
    // The apply dialog shows the server's message (KFS changed, already applied).
    meta: { errorToast: false },
    onSuccess: async (response) => {
      queryClient.setQueryData(applicationsKeys.one(response.data.publicId), response.data);
      await refreshAfterWrite(queryClient, applicationsKeys.list());
    },
  });
}
