import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PARTNER_API, partnerReportResponse, type PartnerReport } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { rangeSearchParams, type DateRangeQuery } from '../utils/date-range';

export type ReportType = 'leads' | 'applications';
export type ReportExportFormat = 'csv' | 'xlsx';

export interface ReportQuery extends DateRangeQuery {
  type: ReportType;
  status?: string;
  page: number;
  pageSize: number;
}

// GET /api/partner/reports?type=&preset=&from=&to=&status=&page=&pageSize=: one page, paged on the server.
export async function getReport(query: ReportQuery, signal?: AbortSignal): Promise<PartnerReport> {
  const response = await apiRequest(`${PARTNER_API.reports}?${rangeSearchParams({ ...query })}`, {
    schema: partnerReportResponse,
    signal,
  });
  return response.data;
}

/** The download address of the same report (all pages) as CSV or XLSX; the session cookie goes along. */
export function reportExportHref(query: ReportQuery, format: ReportExportFormat): string {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  return `${PARTNER_API.reportExport}?${rangeSearchParams({ ...filters, format })}`;
}

export const reportKeys = {
  all: ['partner', 'reports'] as const,
  query: (query: ReportQuery) => [...reportKeys.all, query] as const,
};

export function reportQueryOptions(query: ReportQuery) {
  return queryOptions({
    queryKey: reportKeys.query(query),
    queryFn: ({ signal }) => getReport(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReport(query: ReportQuery | null) {
  const fallback: ReportQuery = { type: 'leads', preset: 'last_30_days', page: 1, pageSize: 25 };
  return useQuery({ ...reportQueryOptions(query ?? fallback), enabled: query !== null });
}
