import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PARTNER_API, errorResponse, partnerReportResponse, reportQuery } from '@cl/contracts';
import { toCsv, toXlsx, type Column } from '../../lib/export.ts';
import { exportFileName } from '../../lib/report-cells.ts';
import { partnerExportRow } from './partner-report-export.ts';
import { partnerContext } from './partner-context.ts';
import { PARTNER_EXPORT_LIMIT, partnerReport, type PartnerReportRow } from './partner-reports.service.ts';

// /partner/reports: the partner's own leads and applications, filtered, paged, exportable.
export const partnerReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requirePartner);

  app.get(
    PARTNER_API.reports,
    {
      schema: {
        tags: ['partner'],
        security: [{ bearer: [] }],
        summary: "The partner's leads or applications, a page at a time",
        querystring: reportQuery,
        response: {
          200: partnerReportResponse,
          400: errorResponse,
          401: errorResponse,
        },
      },
    },
    async (request) => {
      const ctx = await partnerContext(app.db, request);
      const q = request.query;
      const result = await partnerReport(app.db, ctx.partnerId, q, {
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return { success: true as const, data: { ...result, page: q.page, pageSize: q.pageSize } };
    },
  );

  app.get(
    PARTNER_API.reportExport,
    {
      schema: {
        tags: ['partner'],
        security: [{ bearer: [] }],
        summary: 'Export the report as CSV or XLSX (formula cells escaped)',
        querystring: reportQuery,
        response: { 200: z.any(), 400: errorResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const ctx = await partnerContext(app.db, request);
      const q = request.query;
      const result = await partnerReport(app.db, ctx.partnerId, q, {
        limit: PARTNER_EXPORT_LIMIT,
        offset: 0,
      });
      const columns: Column<PartnerReportRow>[] = result.columns.map((header) => ({
        header,
        value: (row) => row[header] ?? null,
      }));
      const rows = result.rows.map(partnerExportRow);
      const name = exportFileName(q.type);
      if (q.format === 'xlsx') {
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${name}.xlsx"`)
          .send(await toXlsx(q.type, columns, rows));
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .send(toCsv(columns, rows));
    },
  );
};
