import { z } from 'zod';
import { and, count, desc, eq, gte, lte, sql, sum, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@cl/contracts';
import { applications, lenders, offerImpressions, otpCodes, partners, users } from '../../db/schema/index.ts';
import { applicationWhere, dayBounds, EXPORT_LIMIT, rangeOf, reportFilters } from './report-filters.ts';
import { sendReport, type ReportRow } from './send-report.ts';
import { loadDashboard } from './dashboard.ts';

export const ADMIN_REPORTS_API = {
  dashboard: '/api/admin/dashboard',
  internal: '/api/admin/reports/internal',
  products: '/api/admin/reports/products',
  vendorsProducts: '/api/admin/reports/vendors-products',
  customersJourney: '/api/admin/reports/customers-journey',
} as const;

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const tableAnswer = z.union([
  z.object({
    success: z.literal(true),
    data: z.object({
      total: z.number(),
      page: z.number(),
      pageSize: z.number(),
      columns: z.array(z.string()),
      rows: z.array(z.record(z.string(), z.unknown())),
    }),
  }),
  z.any(),
]);
const common = { tags: ['admin: reports'], security: [{ bearer: [] }] };
const num = (v: string | number | null | undefined) => (v === null || v === undefined ? 0 : Number(v));

// Issue 7 reports: filterable, paged on the server, exportable (CSV/XLSX, formulas escaped).
export const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ADMIN_REPORTS_API.dashboard,
    {
      config: { adminPage: 'dashboard' },
      schema: {
        ...common,
        summary: 'Dashboard: applications per day, funnel, by lender, by partner',
        querystring: reportFilters,
        response: { 200: z.object({ success: z.literal(true), data: z.unknown() }), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        range: rangeOf(request.query),
        ...(await loadDashboard(app.db, applicationWhere(request.query))),
      },
    }),
  );

  app.get(
    ADMIN_REPORTS_API.internal,
    {
      config: { adminPage: 'internal-report' },
      schema: {
        ...common,
        summary: 'Applications, one row each',
        querystring: reportFilters,
        response: { 200: tableAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const where = applicationWhere(q);
      const [total] = await app.db.select({ n: count() }).from(applications).where(where);
      const limit = q.format ? EXPORT_LIMIT : q.pageSize;
      const rows = await app.db
        .select({ a: applications, lender: lenders.name, partner: partners.displayName })
        .from(applications)
        .innerJoin(lenders, eq(lenders.id, applications.lenderId))
        .leftJoin(partners, eq(partners.id, applications.partnerId))
        .where(where)
        .orderBy(desc(applications.createdAt), desc(applications.id))
        .limit(limit)
        .offset(q.format ? 0 : (q.page - 1) * q.pageSize);
      const out: ReportRow[] = rows.map(({ a, lender, partner }) => ({
        Application: a.publicId,
        Created: a.createdAt.toISOString(),
        Lender: lender,
        Partner: partner ?? 'Direct',
        Product: a.product,
        Amount: a.amount,
        Status: a.status,
        Reason: a.reason,
        'Lender reference': a.lenderReference,
        Disbursed: a.disbursedAmount === null ? null : Number(a.disbursedAmount),
        'Disbursed on': a.disbursedOn,
      }));
      return sendReport(
        reply,
        'internal-report',
        Object.keys(
          out[0] ?? {
            Application: 0,
            Created: 0,
            Lender: 0,
            Partner: 0,
            Product: 0,
            Amount: 0,
            Status: 0,
            Reason: 0,
            'Lender reference': 0,
            Disbursed: 0,
            'Disbursed on': 0,
          },
        ),
        out,
        { total: total?.n ?? 0, page: q.page, pageSize: q.pageSize },
        q.format,
      );
    },
  );

  const grouped = (name: string, page: 'products-report' | 'vendors-products-report', byLender: boolean) =>
    app.get(
      byLender ? ADMIN_REPORTS_API.vendorsProducts : ADMIN_REPORTS_API.products,
      {
        config: { adminPage: page },
        schema: {
          ...common,
          summary: `${name}: counts and amounts per ${byLender ? 'lender and ' : ''}product`,
          querystring: reportFilters,
          response: { 200: tableAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const where = applicationWhere(q);
        const statusCount = (status: string) =>
          sql<number>`count(*) filter (where ${applications.status} = ${status})::int`;
        const base = {
          product: applications.product,
          applications: count(),
          approved: sql<number>`count(*) filter (where ${applications.status} in ('approved','disbursed'))::int`,
          rejected: statusCount('rejected'),
          disbursed: statusCount('disbursed'),
          disbursedAmount: sum(applications.disbursedAmount),
        };
        const rows = byLender
          ? await app.db
              .select({ lender: lenders.name, ...base })
              .from(applications)
              .innerJoin(lenders, eq(lenders.id, applications.lenderId))
              .where(where)
              .groupBy(lenders.name, applications.product)
              .orderBy(lenders.name, applications.product)
          : await app.db
              .select({ lender: sql<string>`''`, ...base })
              .from(applications)
              .where(where)
              .groupBy(applications.product)
              .orderBy(applications.product);
        const out: ReportRow[] = rows.map((r) => ({
          ...(byLender ? { Lender: r.lender } : {}),
          Product: r.product,
          Applications: r.applications,
          Approved: r.approved,
          Rejected: r.rejected,
          Disbursed: r.disbursed,
          'Disbursed amount': num(r.disbursedAmount),
        }));
        const columns = [
          ...(byLender ? ['Lender'] : []),
          'Product',
          'Applications',
          'Approved',
          'Rejected',
          'Disbursed',
          'Disbursed amount',
        ];
        const pageRows = q.format ? out : out.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
        return sendReport(
          reply,
          name,
          columns,
          pageRows,
          { total: out.length, page: q.page, pageSize: q.pageSize },
          q.format,
        );
      },
    );
  grouped('products-report', 'products-report', false);
  grouped('vendors-products-report', 'vendors-products-report', true);

  app.get(
    ADMIN_REPORTS_API.customersJourney,
    {
      config: { adminPage: 'customers-journey' },
      schema: {
        ...common,
        summary: 'Funnel from OTP sent to disbursal',
        querystring: reportFilters,
        response: { 200: tableAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { start, end } = dayBounds(rangeOf(q));
      const between = (
        column: typeof users.createdAt | typeof otpCodes.createdAt | typeof offerImpressions.at,
      ) => and(gte(column, start), lte(column, end));
      const distinctUsers = (filter?: SQL) =>
        filter
          ? sql<number>`count(distinct ${applications.userId}) filter (where ${filter})::int`
          : sql<number>`count(distinct ${applications.userId})::int`;
      // Independent counts: asked at once, each from an index on its time column.
      const [[otp], [signedUp], [profiles], [offers], [apps]] = await Promise.all([
        app.db
          .select({ n: sql<number>`count(distinct ${otpCodes.destination})::int` })
          .from(otpCodes)
          .where(and(eq(otpCodes.purpose, 'customer_login'), between(otpCodes.createdAt))),
        app.db.select({ n: count() }).from(users).where(between(users.createdAt)),
        app.db
          .select({ n: count() })
          .from(users)
          .where(
            and(
              between(users.createdAt),
              sql`(${users.plCompleted} + ${users.blCompleted} + ${users.glCompleted} + ${users.hlCompleted}) > 0`,
            ),
          ),
        app.db
          .select({ n: sql<number>`count(distinct ${offerImpressions.userId})::int` })
          .from(offerImpressions)
          .where(between(offerImpressions.at)),
        app.db
          .select({
            applied: distinctUsers(),
            approved: distinctUsers(sql`${applications.status} in ('approved', 'disbursed')`),
            disbursed: distinctUsers(sql`${applications.status} = 'disbursed'`),
          })
          .from(applications)
          .where(applicationWhere(q)),
      ]);
      const steps: [string, number][] = [
        ['OTP sent', otp?.n ?? 0],
        ['Signed up', signedUp?.n ?? 0],
        ['Profile completed', profiles?.n ?? 0],
        ['Saw offers', offers?.n ?? 0],
        ['Applied', apps?.applied ?? 0],
        ['Approved', apps?.approved ?? 0],
        ['Disbursed', apps?.disbursed ?? 0],
      ];
      const rows: ReportRow[] = steps.map(([step, n]) => ({ Step: step, Customers: n }));
      return sendReport(
        reply,
        'customers-journey',
        ['Step', 'Customers'],
        rows,
        { total: rows.length, page: 1, pageSize: rows.length },
        q.format,
      );
    },
  );
};
