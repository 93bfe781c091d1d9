import { queryOptions, useQuery } from '@tanstack/react-query';
import { PARTNER_API, partnerEligibilityResponse, type PartnerEligibilityRow } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET /api/partner/eligibility-criteria: spec 2's table, one row per lender, from live lender data.
export async function getEligibilityCriteria(signal?: AbortSignal): Promise<PartnerEligibilityRow[]> {
  const response = await apiRequest(PARTNER_API.eligibility, { schema: partnerEligibilityResponse, signal });
  return response.data;
}

export const eligibilityKeys = { all: ['partner', 'eligibility-criteria'] as const };

export function eligibilityQueryOptions() {
  return queryOptions({
    queryKey: eligibilityKeys.all,
    queryFn: ({ signal }) => getEligibilityCriteria(signal),
    staleTime: 10 * 60_000,
  });
}

export function useEligibilityCriteria() {
  return useQuery(eligibilityQueryOptions());
}
