import type { ApplicationStatus, ReportPreset } from '@cl/contracts';

// The filters every report and log accepts (apps/server/src/modules/admin-reports/report-filters.ts).
export const REPORT_PRODUCTS = ['personal', 'business', 'gold', 'home'] as const;
export type ReportProduct = (typeof REPORT_PRODUCTS)[number];

export interface ReportFilters {
  preset: ReportPreset;
  /** Only with custom_range (YYYY-MM-DD, inclusive). */
  from?: string;
  to?: string;
  status?: ApplicationStatus;
  lenderId?: number;
  product?: ReportProduct;
  /** OTP failures: the full mobile number or email to look for. */
  destination?: string;
}

export const DEFAULT_REPORT_FILTERS: ReportFilters = { preset: 'last_30_days' };

/** The query string for a report: only filters that are set; custom dates only with custom_range. */
export function reportQuery(
  filters: ReportFilters,
  extra: { page?: number; pageSize?: number; format?: 'csv' | 'xlsx' } = {},
): string {
  const query = new URLSearchParams({ preset: filters.preset });
  if (filters.preset === 'custom_range') {
    if (filters.from) query.set('from', filters.from);
    if (filters.to) query.set('to', filters.to);
  }
  if (filters.status) query.set('status', filters.status);
  if (filters.lenderId !== undefined) query.set('lenderId', String(filters.lenderId));
  if (filters.product) query.set('product', filters.product);
  if (filters.destination?.trim()) query.set('destination', filters.destination.trim());
  if (extra.page !== undefined) query.set('page', String(extra.page));
  if (extra.pageSize !== undefined) query.set('pageSize', String(extra.pageSize));
  if (extra.format) query.set('format', extra.format);
  return query.toString();
}

/** A custom range needs both dates, start on or before end (the server says so too). */
export function filtersComplete(filters: ReportFilters): boolean {
  if (filters.preset !== 'custom_range') return true;
  return Boolean(filters.from && filters.to && filters.from <= filters.to);
}
