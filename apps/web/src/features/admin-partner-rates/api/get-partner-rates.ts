import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVENUE_API, apiPath, partnerRatesResponse, type PartnerRateRow } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET REVENUE_API.partnerRates: a partner's effective-dated rates, newest first (issue 15).
export async function getPartnerRates(partnerId: number, signal?: AbortSignal): Promise<PartnerRateRow[]> {
  return (
    await apiRequest(apiPath(REVENUE_API.partnerRates, { partnerId }), {
      schema: partnerRatesResponse,
      signal,
    })
  ).data;
}

export const partnerRateKeys = {
  all: ['admin', 'partner-rates'] as const,
  partner: (partnerId: number) => [...partnerRateKeys.all, partnerId] as const,
};

export function partnerRatesQueryOptions(partnerId: number) {
  return queryOptions({
    queryKey: partnerRateKeys.partner(partnerId),
    queryFn: ({ signal }) => getPartnerRates(partnerId, signal),
  });
}

export function usePartnerRates(partnerId: number) {
  return useQuery(partnerRatesQueryOptions(partnerId));
}
