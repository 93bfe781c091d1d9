import type { Database } from '../../db/client.ts';
import { productName, reportDate, reportRupees, reportTime, statusName } from '../../lib/report-cells.ts';
import {
  applicationsPage,
  journeyCounts,
  productTotals,
  type PageWindow,
} from './admin-reports.repository.ts';
import { loadDashboard, type Dashboard } from './dashboard.ts';
import { applicationFilter, dayBounds, EXPORT_LIMIT, rangeOf, type ReportFilters } from './report-filters.ts';
import type { ReportRow } from './send-report.ts';

/** A report ready for sendReport: its rows (one page, or all for an export) and the paging. */
export interface ReportTable {
  columns: string[];
  rows: ReportRow[];
  meta: { total: number; page: number; pageSize: number };
}

/** The requested page, or every row (to the export limit) when a file is asked for. */
export const pageOf = (q: ReportFilters): PageWindow => ({
  limit: q.format ? EXPORT_LIMIT : q.pageSize,
  offset: q.format ? 0 : (q.page - 1) * q.pageSize,
});
export const metaOf = (q: ReportFilters, total: number) => ({ total, page: q.page, pageSize: q.pageSize });

export async function dashboardReport(db: Database, q: ReportFilters) {
  const range = rangeOf(q);
  const dashboard: Dashboard = await loadDashboard(db, applicationFilter(q));
  return { range, ...dashboard };
}

const INTERNAL_COLUMNS = [
  'Application',
  'Created',
  'Lender',
  'Partner',
  'Product',
  'Amount',
  'Status',
  'Reason',
  'Lender reference',
  'Disbursed',
  'Disbursed on',
];

/** Issue 7 internal report: applications, one row each. */
export async function internalReport(db: Database, q: ReportFilters): Promise<ReportTable> {
  const { total, rows } = await applicationsPage(db, applicationFilter(q), pageOf(q));
  return {
    columns: INTERNAL_COLUMNS,
    rows: rows.map(({ a, lender, partner }) => ({
      Application: a.publicId,
      Created: reportTime(a.createdAt),
      Lender: lender,
      Partner: partner ?? 'Direct',
      Product: productName(a.product),
      Amount: reportRupees(a.amount),
      Status: statusName(a.status),
      Reason: a.reason,
      'Lender reference': a.lenderReference,
      Disbursed: reportRupees(a.disbursedAmount),
      'Disbursed on': reportDate(a.disbursedOn),
    })),
    meta: metaOf(q, total),
  };
}

/** Products report (per product) or vendors-products report (per lender and product). */
export async function productsReport(
  db: Database,
  q: ReportFilters,
  byLender: boolean,
): Promise<ReportTable> {
  const totals = await productTotals(db, applicationFilter(q), byLender);
  const out: ReportRow[] = totals.map((r) => ({
    ...(byLender ? { Lender: r.lender } : {}),
    Product: productName(r.product),
    Applications: r.applications,
    Approved: r.approved,
    Rejected: r.rejected,
    Disbursed: r.disbursed,
    'Disbursed amount': reportRupees(r.disbursedAmount ?? 0),
  }));
  return {
    columns: [
      ...(byLender ? ['Lender'] : []),
      'Product',
      'Applications',
      'Approved',
      'Rejected',
      'Disbursed',
      'Disbursed amount',
    ],
    rows: q.format ? out : out.slice((q.page - 1) * q.pageSize, q.page * q.pageSize),
    meta: metaOf(q, out.length),
  };
}

/** The funnel from OTP sent to disbursal (spec 1 customers journey). */
export async function customersJourneyReport(db: Database, q: ReportFilters): Promise<ReportTable> {
  const c = await journeyCounts(db, dayBounds(rangeOf(q)), applicationFilter(q));
  const steps: [string, number][] = [
    ['OTP sent', c.otpSent],
    ['Signed up', c.signedUp],
    ['Profile completed', c.profileCompleted],
    ['Saw offers', c.sawOffers],
    ['Applied', c.applied],
    ['Approved', c.approved],
    ['Disbursed', c.disbursed],
  ];
  const rows: ReportRow[] = steps.map(([step, n]) => ({ Step: step, Customers: n }));
  return {
    columns: ['Step', 'Customers'],
    rows,
    meta: { total: rows.length, page: 1, pageSize: rows.length },
  };
}
