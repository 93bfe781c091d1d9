import { queryOptions, useQuery } from '@tanstack/react-query';
import { PARTNER_API, partnerLenderJourneysResponse, type PartnerLenderJourney } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET /api/partner/lender-journey: per live lender, the steps a customer goes through.
export async function getLenderJourneys(signal?: AbortSignal): Promise<PartnerLenderJourney[]> {
  const response = await apiRequest(PARTNER_API.lenderJourney, {
    schema: partnerLenderJourneysResponse,
    signal,
  });
  return response.data;
}

export const lenderJourneyKeys = { all: ['partner', 'lender-journey'] as const };

export function lenderJourneyQueryOptions() {
  return queryOptions({
    queryKey: lenderJourneyKeys.all,
    queryFn: ({ signal }) => getLenderJourneys(signal),
    staleTime: 10 * 60_000,
  });
}

export function useLenderJourneys() {
  return useQuery(lenderJourneyQueryOptions());
}
