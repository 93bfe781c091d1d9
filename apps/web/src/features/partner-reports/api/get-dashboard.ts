import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PARTNER_API, partnerDashboardResponse, type PartnerDashboard } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { rangeSearchParams, type DateRangeQuery } from '../utils/date-range';

// GET /api/partner/dashboard?preset=&from=&to=: the partner's own counts and earnings.
export async function getDashboard(query: DateRangeQuery, signal?: AbortSignal): Promise<PartnerDashboard> {
  const response = await apiRequest(`${PARTNER_API.dashboard}?${rangeSearchParams(query)}`, {
    schema: partnerDashboardResponse,
    signal,
  });
  return response.data;
}

export const dashboardKeys = {
  all: ['partner', 'dashboard'] as const,
  range: (query: DateRangeQuery) => [...dashboardKeys.all, query] as const,
};

export function dashboardQueryOptions(query: DateRangeQuery) {
  return queryOptions({
    queryKey: dashboardKeys.range(query),
    queryFn: ({ signal }) => getDashboard(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDashboard(query: DateRangeQuery | null) {
  return useQuery({ ...dashboardQueryOptions(query ?? { preset: 'last_30_days' }), enabled: query !== null });
}
