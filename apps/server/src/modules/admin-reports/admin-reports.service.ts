import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { recordExport, type ExportAction } from '../../lib/audit.ts';
import { productName, reportDate, reportRupees, reportTime, statusName } from '../../lib/report-cells.ts';
import { applicationsPage, productTotals, type PageWindow } from './admin-reports.repository.ts';
import { loadDashboard, type Dashboard } from './dashboard.ts';
import { journeyCounts } from './journey.ts';
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

/** What an export's audit entry keeps of its filters: the Indian days it covered and the rest as chosen. */
export function exportFilters(q: ReportFilters) {
  const { from, to } = rangeOf(q);
  const { status, lenderId, partnerId, product, format } = q;
  return { from, to, status, lenderId, partnerId, product, format };
}

/**
 * The table as built; when it is a file (format csv/xlsx), the export is recorded first (DPDP:
 * who took which records out, with which filters, how many rows).
 */
export async function exported(
  db: Database,
  request: FastifyRequest,
  action: ExportAction,
  filters: object,
  format: ReportFilters['format'],
  table: ReportTable,
): Promise<ReportTable> {
  if (format)
    await recordExport(db, request, action, {
      entity: 'report',
      entityId: action.slice('export.'.length),
      filters,
      rows: table.rows.length,
    });
  return table;
}

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
export async function internalReport(
  db: Database,
  request: FastifyRequest,
  q: ReportFilters,
): Promise<ReportTable> {
  const { total, rows } = await applicationsPage(db, applicationFilter(q), pageOf(q));
  return exported(db, request, 'export.internal_report', exportFilters(q), q.format, {
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
  });
}

/** Products report (per product) or vendors-products report (per lender and product). */
export async function productsReport(
  db: Database,
  request: FastifyRequest,
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
  const action = byLender ? 'export.vendors_products_report' : 'export.products_report';
  return exported(db, request, action, exportFilters(q), q.format, {
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
  });
}

/** The funnel from OTP sent to disbursal (spec 1 customers journey). */
export async function customersJourneyReport(
  db: Database,
  request: FastifyRequest,
  q: ReportFilters,
): Promise<ReportTable> {
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
  return exported(db, request, 'export.customers_journey', exportFilters(q), q.format, {
    columns: ['Step', 'Customers'],
    rows,
    meta: { total: rows.length, page: 1, pageSize: rows.length },
  });
}
