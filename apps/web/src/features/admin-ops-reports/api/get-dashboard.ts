import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ADMIN_REPORTS_API, APPLICATION_STATUSES } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { reportQuery, type ReportFilters } from '../utils/report-query';

// GET ADMIN_REPORTS_API.dashboard (admin-reports.routes.ts; the server declares data as unknown, so its
// shape is checked here).
const DASHBOARD_URL = ADMIN_REPORTS_API.dashboard;

const dashboard = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  perDay: z.array(z.object({ day: z.string(), applications: z.number() })),
  funnel: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), count: z.number() })),
  byLender: z.array(z.object({ lender: z.string(), applications: z.number(), disbursed: z.number() })),
  byPartner: z.array(z.object({ partner: z.string(), applications: z.number() })),
});
export type DashboardData = z.infer<typeof dashboard>;
const response = z.object({ success: z.literal(true), data: dashboard });

export async function getDashboard(filters: ReportFilters, signal?: AbortSignal) {
  return (await apiRequest(`${DASHBOARD_URL}?${reportQuery(filters)}`, { schema: response, signal })).data;
}

export function useDashboard(filters: ReportFilters, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'dashboard', filters] as const,
      queryFn: ({ signal }) => getDashboard(filters, signal),
      enabled,
    }),
  );
}
