import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_REPORTS_API, dashboardResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { reportQuery, type ReportFilters } from '../utils/report-query';

// GET ADMIN_REPORTS_API.dashboard (admin-reports.routes.ts).
const DASHBOARD_URL = ADMIN_REPORTS_API.dashboard;

export async function getDashboard(filters: ReportFilters, signal?: AbortSignal) {
  return (await apiRequest(`${DASHBOARD_URL}?${reportQuery(filters)}`, { schema: dashboardResponse, signal }))
    .data;
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
