import { useQuery } from '@tanstack/react-query';
import { OFFERS_API, apiPath, lenderFormResponse, type LenderForm } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { lenderFormKeys } from './get-network-offer-form';

// GET /api/applications/:publicId/lender-form (issue 17): the next form a network lender asks for
// after the customer applied (KYC, then the e-mandate); 404 when none waits for the customer.
export async function getApplicationLenderForm(publicId: string, signal?: AbortSignal): Promise<LenderForm> {
  const response = await apiRequest(apiPath(OFFERS_API.applicationLenderForm, { publicId }), {
    schema: lenderFormResponse,
    signal,
  });
  return response.data;
}

export function useApplicationLenderForm(publicId: string) {
  return useQuery({
    queryKey: lenderFormKeys.application(publicId),
    queryFn: ({ signal }) => getApplicationLenderForm(publicId, signal),
    staleTime: 0,
    meta: { errorToast: false },
  });
}
