import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PARTNER_API, partnerFunnelResponse, type PartnerFunnelStep } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { rangeSearchParams, type DateRangeQuery } from '../utils/date-range';

// GET /api/partner/funnel?preset=&from=&to=: the partner's funnel from visit to disbursal.
export async function getFunnel(query: DateRangeQuery, signal?: AbortSignal): Promise<PartnerFunnelStep[]> {
  const response = await apiRequest(`${PARTNER_API.funnel}?${rangeSearchParams(query)}`, {
    schema: partnerFunnelResponse,
    signal,
  });
  return response.data;
}

export const funnelKeys = {
  all: ['partner', 'funnel'] as const,
  range: (query: DateRangeQuery) => [...funnelKeys.all, query] as const,
};

export function funnelQueryOptions(query: DateRangeQuery) {
  return queryOptions({
    queryKey: funnelKeys.range(query),
    queryFn: ({ signal }) => getFunnel(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFunnel(query: DateRangeQuery | null) {
  return useQuery({ ...funnelQueryOptions(query ?? { preset: 'last_30_days' }), enabled: query !== null });
}
