import { queryOptions, useQuery } from '@tanstack/react-query';
import { INSURANCE_API, partnerInsuranceResponse, type PartnerInsurance } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// Issue 13: GET INSURANCE_API.partnerPortal, the insurance partner this partner's site hands off to.
export async function getSiteInsurancePartner(signal?: AbortSignal): Promise<PartnerInsurance> {
  const response = await apiRequest(INSURANCE_API.partnerPortal, {
    schema: partnerInsuranceResponse,
    signal,
  });
  return response.data;
}

export const siteInsurancePartnerKeys = { all: ['partner', 'insurance-partner'] as const };

export function siteInsurancePartnerQueryOptions() {
  return queryOptions({
    queryKey: siteInsurancePartnerKeys.all,
    queryFn: ({ signal }) => getSiteInsurancePartner(signal),
  });
}

export function useSiteInsurancePartner() {
  return useQuery(siteInsurancePartnerQueryOptions());
}
