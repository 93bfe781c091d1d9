import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PARTNER_API, errorResponse, partnerReportResponse, reportQuery } from '@cl/contracts';
import { partnerContext } from './partner-context.ts';
import { exportPartnerReport, partnerReport } from './partner-reports.service.ts';

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
      const file = await exportPartnerReport(app.db, request, ctx.partnerId, request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
};
