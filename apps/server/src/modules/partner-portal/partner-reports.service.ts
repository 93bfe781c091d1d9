import type { z } from 'zod';
import { resolveDateRange, todayInIndia, type PartnerReportCell, type reportQuery } from '@cl/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { recordExport } from '../../lib/audit.ts';
import { toCsv, toXlsx, type Column } from '../../lib/export.ts';
import { exportFileName } from '../../lib/report-cells.ts';
import { partnerExportRow } from './partner-report-export.ts';
import { partnerApplicationsPage, partnerLeadsPage } from './partner-portal.repository.ts';
import { istBounds } from './partner-stats.repository.ts';

/** 'Asha M.' from a customer's names; null when they have not given one yet. */
export function shortName(first: string | null, last: string | null): string | null {
  return [first, last ? `${last.slice(0, 1)}.` : ''].filter(Boolean).join(' ') || null;
}

export type PartnerReportRow = Record<string, PartnerReportCell>;
export const PARTNER_EXPORT_LIMIT = 50_000;

/**
 * /partner/reports: the partner's own leads or applications in the chosen Indian-calendar range,
 * one page (or up to the export limit). Lead mobiles show only their last four digits.
 */
export async function partnerReport(
  db: Database,
  partnerId: number,
  query: z.infer<typeof reportQuery>,
  page: { limit: number; offset: number },
) {
  if (query.preset === 'custom_range' && (!query.from || !query.to))
    throw badRequest('Choose a start and an end date');
  const { start, end } = istBounds(resolveDateRange(query.preset, todayInIndia(), query));
  if (query.type === 'leads') {
    const { total, rows } = await partnerLeadsPage(db, partnerId, { start, end }, page);
    return {
      total,
      columns: ['Lead', 'Source', 'Name', 'Mobile', 'Product', 'Amount', 'Signed up', 'Created'],
      rows: rows.map(({ lead: r, firstName, lastName, userProduct }): PartnerReportRow => ({
        Lead: r.publicId,
        Source: r.source,
        // A pushed lead has the name the partner sent; a referral lead shows its customer's, as
        // the referral page does (first name and initial: DPDP, only what is needed).
        Name: r.name ?? shortName(firstName, lastName),
        Mobile: r.mobile ? `******${r.mobile.slice(-4)}` : null,
        Product: r.product ?? userProduct,
        Amount: r.amount,
        'Signed up': r.userId ? 'yes' : 'no',
        Created: r.createdAt.toISOString(),
      })),
    };
  }
  const { total, rows } = await partnerApplicationsPage(
    db,
    partnerId,
    { start, end, status: query.status },
    page,
  );
  return {
    total,
    columns: ['Application', 'Lender', 'Product', 'Amount', 'Status', 'Disbursed', 'Created'],
    rows: rows.map(({ app: a, lender }): PartnerReportRow => ({
      Application: a.publicId,
      Lender: lender,
      Product: a.product,
      Amount: a.amount,
      Status: a.status,
      Disbursed: a.disbursedAmount === null ? null : Number(a.disbursedAmount),
      Created: a.createdAt.toISOString(),
    })),
  };
}

/**
 * The partner's report as a CSV or XLSX file (formula cells escaped), up to the export limit. The
 * export is recorded (DPDP: who took which customers' records out, with which filters, how many).
 */
export async function exportPartnerReport(
  db: Database,
  request: FastifyRequest,
  partnerId: number,
  query: z.infer<typeof reportQuery>,
): Promise<{ fileName: string; contentType: string; body: string | Buffer }> {
  const result = await partnerReport(db, partnerId, query, { limit: PARTNER_EXPORT_LIMIT, offset: 0 });
  const columns: Column<PartnerReportRow>[] = result.columns.map((header) => ({
    header,
    value: (row) => row[header] ?? null,
  }));
  const rows = result.rows.map(partnerExportRow);
  const { type, preset, from, to, status, format } = query;
  await recordExport(db, request, 'export.partner_report', {
    entity: 'partner',
    entityId: partnerId,
    filters: { type, preset, from, to, status, format: format ?? 'csv' },
    rows: rows.length,
  });
  const name = exportFileName(type);
  return format === 'xlsx'
    ? {
        fileName: `${name}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: await toXlsx(type, columns, rows),
      }
    : { fileName: `${name}.csv`, contentType: 'text/csv; charset=utf-8', body: toCsv(columns, rows) };
}
