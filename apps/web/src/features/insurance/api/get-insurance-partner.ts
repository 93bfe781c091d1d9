import { queryOptions, useQuery } from '@tanstack/react-query';
import { INSURANCE_API, insurancePartnerResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET /api/insurance/partner: this site's IRDAI-licensed partner, or null while none is set.
export async function getInsurancePartner(signal?: AbortSignal) {
  const response = await apiRequest(INSURANCE_API.partner, { schema: insurancePartnerResponse, signal });
  return response.data.partner;
}

export const insurancePartnerKeys = { all: ['insurance-partner'] as const };

export function insurancePartnerQueryOptions() {
  return queryOptions({
    queryKey: insurancePartnerKeys.all,
    queryFn: ({ signal }) => getInsurancePartner(signal),
  });
}

export function useInsurancePartner() {
  return useQuery(insurancePartnerQueryOptions());
}
