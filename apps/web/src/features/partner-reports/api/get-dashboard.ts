import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PARTNER_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { rangeSearchParams, type DateRangeQuery } from '../utils/date-range';

const dashboard = z.object({
  from: z.string(),
  to: z.string(),
  leads: z.number(),
  applications: z.number(),
  approvals: z.number(),
  disbursals: z.number(),
  disbursedAmount: z.number(),
  earned: z.number(),
  daily: z.array(z.object({ day: z.string(), applications: z.number(), disbursals: z.number() })),
});
export type PartnerDashboard = z.infer<typeof dashboard>;
const dashboardResponse = z.object({ success: z.literal(true), data: dashboard });

// GET /api/partner/dashboard?preset=&from=&to=: the partner's own counts and earnings.
export async function getDashboard(query: DateRangeQuery, signal?: AbortSignal): Promise<PartnerDashboard> {
  const response = await apiRequest(`${PARTNER_API.dashboard}?${rangeSearchParams(query)}`, {
    schema: dashboardResponse,
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
