import type { FastifyReply } from 'fastify';
import { toCsv, toXlsx, type Cell, type Column } from '../../lib/export.ts';
import { exportFileName } from '../../lib/report-cells.ts';

export type ReportRow = Record<string, Cell>;

/** Sends rows as JSON page data, or as a CSV/XLSX download with formula cells escaped. */
export async function sendReport(
  reply: FastifyReply,
  name: string,
  columns: string[],
  rows: ReportRow[],
  meta: { total: number; page: number; pageSize: number },
  format: 'csv' | 'xlsx' | undefined,
) {
  if (!format) return { success: true as const, data: { ...meta, columns, rows } };
  const cols: Column<ReportRow>[] = columns.map((header) => ({
    header,
    value: (row) => row[header] ?? null,
  }));
  const file = exportFileName(name);
  if (format === 'xlsx') {
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${file}.xlsx"`)
      .send(await toXlsx(name, cols, rows));
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file}.csv"`)
    .send(toCsv(cols, rows));
}

/** sendReport for a report a service built (its columns, rows and paging together). */
export function sendTable(
  reply: FastifyReply,
  name: string,
  table: { columns: string[]; rows: ReportRow[]; meta: { total: number; page: number; pageSize: number } },
  format: 'csv' | 'xlsx' | undefined,
) {
  return sendReport(reply, name, table.columns, table.rows, table.meta, format);
}
