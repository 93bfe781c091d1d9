import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_LOGS_API } from '@cl/contracts';
import {
  dedupeLogReport,
  lenderApiFailuresReport,
  otpFailuresReport,
  type LogReport,
} from './admin-logs.service.ts';
import { logFilters } from './report-filters.ts';
import { sendTable } from './send-report.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const common = { tags: ['admin: logs'], security: [{ bearer: [] }] };
const errors = errorResponses(400, 401, 403);

interface LogDefinition {
  url: string;
  summary: string;
  name: string;
  report: LogReport;
}

// spec 1: de-dupe logs, OTP failure report, lender API failure report. They sit with the internal
// report (roles 1 and 2): spec 6 names no prefix of their own.
export const adminLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const logRoute = ({ url, summary, name, report }: LogDefinition) =>
    app.get(
      url,
      {
        config: { adminPage: 'internal-report' },
        schema: { ...common, summary, querystring: logFilters, response: { 200: z.any(), ...errors } },
      },
      async (request, reply) =>
        sendTable(reply, name, await report(app.db, request, request.query), request.query.format),
    );

  logRoute({
    url: ADMIN_LOGS_API.dedupe,
    summary: 'Repeat applications refused by the de-dupe window',
    name: 'dedupe-log',
    report: dedupeLogReport,
  });
  logRoute({
    url: ADMIN_LOGS_API.otpFailures,
    summary: 'Failed OTP sends and verifications',
    name: 'otp-failures',
    report: otpFailuresReport,
  });
  logRoute({
    url: ADMIN_LOGS_API.lenderApiFailures,
    summary: 'Failed lender API calls',
    name: 'lender-api-failures',
    report: lenderApiFailuresReport,
  });
};
