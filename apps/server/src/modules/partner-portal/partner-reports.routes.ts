import { z } from 'zod';
import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PARTNER_API,
  errorResponse,
  partnerReportResponse,
  reportQuery,
  resolveDateRange,
  todayInIndia,
  type PartnerReportCell,
} from '@cl/contracts';
import { applications, leads, lenders } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/app-error.ts';
import { toCsv, toXlsx, type Column } from '../../lib/export.ts';
import { partnerContext } from './partner-context.ts';
import { istBounds } from './partner-stats.repository.ts';

type ReportRow = Record<string, PartnerReportCell>;
const EXPORT_LIMIT = 50_000;

// /partner/reports: the partner's own leads and applications, filtered, paged, exportable.
export const partnerReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requirePartner);

  async function fetchRows(
    partnerId: number,
    query: z.infer<typeof reportQuery>,
    limit: number,
    offset: number,
  ) {
    if (query.preset === 'custom_range' && (!query.from || !query.to))
      throw badRequest('Choose a start and an end date');
    const range = resolveDateRange(query.preset, todayInIndia(), query);
    const { start, end } = istBounds(range);
    if (query.type === 'leads') {
      const where = and(
        eq(leads.partnerId, partnerId),
        gte(leads.createdAt, start),
        lte(leads.createdAt, end),
      );
      const [total] = await app.db.select({ n: count() }).from(leads).where(where);
      const rows = await app.db
        .select()
        .from(leads)
        .where(where)
        .orderBy(desc(leads.createdAt))
        .limit(limit)
        .offset(offset);
      return {
        total: total?.n ?? 0,
        columns: ['Lead', 'Source', 'Name', 'Mobile', 'Product', 'Amount', 'Signed up', 'Created'],
        rows: rows.map((r): ReportRow => ({
          Lead: r.publicId,
          Source: r.source,
          Name: r.name,
          Mobile: r.mobile ? `******${r.mobile.slice(-4)}` : null,
          Product: r.product,
          Amount: r.amount,
          'Signed up': r.userId ? 'yes' : 'no',
          Created: r.createdAt.toISOString(),
        })),
      };
    }
    const where = and(
      eq(applications.partnerId, partnerId),
      gte(applications.createdAt, start),
      lte(applications.createdAt, end),
      query.status ? eq(applications.status, query.status) : undefined,
    );
    const [total] = await app.db.select({ n: count() }).from(applications).where(where);
    const rows = await app.db
      .select({ app: applications, lender: lenders.name })
      .from(applications)
      .innerJoin(lenders, eq(lenders.id, applications.lenderId))
      .where(where)
      .orderBy(desc(applications.createdAt))
      .limit(limit)
      .offset(offset);
    return {
      total: total?.n ?? 0,
      columns: ['Application', 'Lender', 'Product', 'Amount', 'Status', 'Disbursed', 'Created'],
      rows: rows.map(({ app: a, lender }): ReportRow => ({
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
      const result = await fetchRows(ctx.partnerId, q, q.pageSize, (q.page - 1) * q.pageSize);
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
      const result = await fetchRows(ctx.partnerId, q, EXPORT_LIMIT, 0);
      const columns: Column<ReportRow>[] = result.columns.map((header) => ({
        header,
        value: (row) => row[header] ?? null,
      }));
      const name = `${q.type}-${new Date().toISOString().slice(0, 10)}`;
      if (q.format === 'xlsx') {
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${name}.xlsx"`)
          .send(await toXlsx(q.type, columns, result.rows));
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .send(toCsv(columns, result.rows));
    },
  );
};
