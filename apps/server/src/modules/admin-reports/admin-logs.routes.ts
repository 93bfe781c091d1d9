import { z } from 'zod';
import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@cl/contracts';
import { dedupeLog, lenderApiFailures, lenders, otpFailures } from '../../db/schema/index.ts';
import { maskDestination, normaliseDestination } from '../auth/otp-rules.ts';
import { dayBounds, EXPORT_LIMIT, rangeOf, reportFilters } from './report-filters.ts';
import { sendReport, type ReportRow } from './send-report.ts';

export const ADMIN_LOGS_API = {
  dedupe: '/api/admin/logs/dedupe',
  otpFailures: '/api/admin/logs/otp-failures',
  lenderApiFailures: '/api/admin/logs/lender-api-failures',
} as const;

const common = { tags: ['admin: logs'], security: [{ bearer: [] }] };
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const logQuery = reportFilters.extend({ destination: z.string().trim().max(254).optional() });
type LogQuery = z.infer<typeof logQuery>;

/** What a log's query needs: its filters, the day bounds, and the page (all rows for an export). */
interface LogRequest {
  q: LogQuery;
  start: Date;
  end: Date;
  limit: number;
  offset: number;
}

interface LogDefinition {
  url: string;
  summary: string;
  name: string;
  columns: string[];
  load: (request: LogRequest) => Promise<{ total: number; rows: ReportRow[] }>;
}

// spec 1: de-dupe logs, OTP failure report, lender API failure report. They sit with the internal
// report (roles 1 and 2): spec 6 names no prefix of their own.
export const adminLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const logRoute = ({ url, summary, name, columns, load }: LogDefinition) =>
    app.get(
      url,
      {
        config: { adminPage: 'internal-report' },
        schema: { ...common, summary, querystring: logQuery, response: { 200: z.any(), ...errors } },
      },
      async (request, reply) => {
        const q = request.query;
        const { start, end } = dayBounds(rangeOf(q));
        const { total, rows } = await load({
          q,
          start,
          end,
          limit: q.format ? EXPORT_LIMIT : q.pageSize,
          offset: q.format ? 0 : (q.page - 1) * q.pageSize,
        });
        return sendReport(
          reply,
          name,
          columns,
          rows,
          { total, page: q.page, pageSize: q.pageSize },
          q.format,
        );
      },
    );

  logRoute({
    url: ADMIN_LOGS_API.dedupe,
    summary: 'Repeat applications refused by the de-dupe window',
    name: 'dedupe-log',
    columns: ['At', 'Customer', 'Lender', 'Earlier application', 'Window (days)'],
    load: async ({ q, start, end, limit, offset }) => {
      const where = and(
        gte(dedupeLog.at, start),
        lte(dedupeLog.at, end),
        q.lenderId ? eq(dedupeLog.lenderId, q.lenderId) : undefined,
      );
      const [total] = await app.db.select({ n: count() }).from(dedupeLog).where(where);
      const rows = await app.db
        .select({ d: dedupeLog, lender: lenders.name })
        .from(dedupeLog)
        .innerJoin(lenders, eq(lenders.id, dedupeLog.lenderId))
        .where(where)
        .orderBy(desc(dedupeLog.at))
        .limit(limit)
        .offset(offset);
      return {
        total: total?.n ?? 0,
        rows: rows.map(({ d, lender }) => ({
          At: d.at.toISOString(),
          Customer: d.userId,
          Lender: lender,
          'Earlier application': d.existingApplicationId,
          'Window (days)': d.windowDays,
        })),
      };
    },
  });

  logRoute({
    url: ADMIN_LOGS_API.otpFailures,
    summary: 'Failed OTP sends and verifications',
    name: 'otp-failures',
    columns: ['At', 'Purpose', 'Channel', 'To', 'Kind', 'Reason'],
    load: async ({ q, start, end, limit, offset }) => {
      const destination = q.destination
        ? normaliseDestination(q.destination.includes('@') ? 'email' : 'mobile', q.destination)
        : undefined;
      const where = and(
        gte(otpFailures.at, start),
        lte(otpFailures.at, end),
        destination ? eq(otpFailures.destination, destination) : undefined,
      );
      const [total] = await app.db.select({ n: count() }).from(otpFailures).where(where);
      const rows = await app.db
        .select()
        .from(otpFailures)
        .where(where)
        .orderBy(desc(otpFailures.at))
        .limit(limit)
        .offset(offset);
      return {
        total: total?.n ?? 0,
        rows: rows.map((r) => ({
          At: r.at.toISOString(),
          Purpose: r.purpose,
          Channel: r.channel,
          // Masked in the list; support searches by the full number with ?destination=.
          To: maskDestination(r.channel === 'email' ? 'email' : 'mobile', r.destination),
          Kind: r.kind,
          Reason: r.reason,
        })),
      };
    },
  });

  logRoute({
    url: ADMIN_LOGS_API.lenderApiFailures,
    summary: 'Failed lender API calls',
    name: 'lender-api-failures',
    columns: ['At', 'Lender', 'Application', 'Attempt', 'HTTP status', 'Error'],
    load: async ({ q, start, end, limit, offset }) => {
      const where = and(
        gte(lenderApiFailures.at, start),
        lte(lenderApiFailures.at, end),
        q.lenderId ? eq(lenderApiFailures.lenderId, q.lenderId) : undefined,
      );
      const [total] = await app.db.select({ n: count() }).from(lenderApiFailures).where(where);
      const rows = await app.db
        .select({ f: lenderApiFailures, lender: lenders.name })
        .from(lenderApiFailures)
        .innerJoin(lenders, eq(lenders.id, lenderApiFailures.lenderId))
        .where(where)
        .orderBy(desc(lenderApiFailures.at))
        .limit(limit)
        .offset(offset);
      return {
        total: total?.n ?? 0,
        rows: rows.map(({ f, lender }) => ({
          At: f.at.toISOString(),
          Lender: lender,
          Application: f.applicationId,
          Attempt: f.attempt,
          'HTTP status': f.statusCode,
          Error: f.error,
        })),
      };
    },
  });
};
