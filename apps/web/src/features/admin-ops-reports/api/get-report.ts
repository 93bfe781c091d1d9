import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_LOGS_API, ADMIN_REPORTS_API, reportPageResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { reportQuery, type ReportFilters } from '../utils/report-query';

// The server's report and log routes (admin-reports.routes.ts, admin-logs.routes.ts).
export const REPORT_URLS = {
  internal: ADMIN_REPORTS_API.internal,
  products: ADMIN_REPORTS_API.products,
  vendorsProducts: ADMIN_REPORTS_API.vendorsProducts,
  customersJourney: ADMIN_REPORTS_API.customersJourney,
  ...ADMIN_LOGS_API,
} as const;
export type ReportKind = keyof typeof REPORT_URLS;

export interface ReportRequest {
  kind: ReportKind;
  filters: ReportFilters;
  page: number;
  pageSize: number;
}

export async function getReport({ kind, filters, page, pageSize }: ReportRequest, signal?: AbortSignal) {
  const url = `${REPORT_URLS[kind]}?${reportQuery(filters, { page, pageSize })}`;
  return (await apiRequest(url, { schema: reportPageResponse, signal })).data;
}

/** The export address: the browser downloads it with the session cookie (formulas escaped server-side). */
export const reportExportUrl = (kind: ReportKind, filters: ReportFilters, format: 'csv' | 'xlsx') =>
  `${REPORT_URLS[kind]}?${reportQuery(filters, { format })}`;

export const reportKeys = {
  all: ['admin', 'reports'] as const,
  page: (request: ReportRequest) => [...reportKeys.all, request] as const,
};

export function useReport(request: ReportRequest, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: reportKeys.page(request),
      queryFn: ({ signal }) => getReport(request, signal),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
