import { useQuery } from '@tanstack/react-query';
import { OFFERS_API, apiPath, lenderFormResponse, type LenderForm } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET /api/offers/network/:offerId/form (issue 17, ADR 034): a network lender's application form,
// read by the server from the lender's HTML, prefilled from the customer's consented profile.
export async function getNetworkOfferForm(offerId: number, signal?: AbortSignal): Promise<LenderForm> {
  const response = await apiRequest(apiPath(OFFERS_API.networkOfferForm, { offerId }), {
    schema: lenderFormResponse,
    signal,
  });
  return response.data;
}

export const lenderFormKeys = {
  all: ['lender-forms'] as const,
  offer: (offerId: number) => [...lenderFormKeys.all, 'offer', offerId] as const,
  application: (publicId: string) => [...lenderFormKeys.all, 'application', publicId] as const,
};

export function useNetworkOfferForm(offerId: number) {
  return useQuery({
    queryKey: lenderFormKeys.offer(offerId),
    queryFn: ({ signal }) => getNetworkOfferForm(offerId, signal),
    // The form is the lender's as it is now: read again on each visit, never a stale copy.
    staleTime: 0,
    // The page shows the failure in place.
    meta: { errorToast: false },
  });
}
