import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { reportTime } from '../../lib/report-cells.ts';
import { maskDestination, normaliseDestination } from '../auth/otp-rules.ts';
import { dedupeLogPage, lenderApiFailuresPage, otpFailuresPage } from './admin-reports.repository.ts';
import { exported, exportFilters, metaOf, pageOf, type ReportTable } from './admin-reports.service.ts';
import { dayBounds, rangeOf, type LogFilters } from './report-filters.ts';

// spec 1: de-dupe logs, OTP failure report, lender API failure report.

/** One log's report: its filters in, one page (or every row for an export) out. */
export type LogReport = (db: Database, request: FastifyRequest, q: LogFilters) => Promise<ReportTable>;

export const dedupeLogReport: LogReport = async (db, request, q) => {
  const { total, rows } = await dedupeLogPage(db, dayBounds(rangeOf(q)), q.lenderId, pageOf(q));
  return exported(db, request, 'export.dedupe_log', exportFilters(q), q.format, {
    columns: ['At', 'Customer', 'Lender', 'Earlier application', 'Window (days)'],
    rows: rows.map(({ d, lender, earlierReference, mobile }) => ({
      At: reportTime(d.at),
      // The customer by masked mobile, as the OTP log names people; support finds them in the CSR
      // portal by the full number or the earlier application's reference. Erased: no mobile.
      Customer: mobile ? maskDestination('mobile', mobile) : null,
      Lender: lender,
      'Earlier application': earlierReference,
      'Window (days)': d.windowDays,
    })),
    meta: metaOf(q, total),
  });
};

export const otpFailuresReport: LogReport = async (db, request, q) => {
  const destination = q.destination
    ? normaliseDestination(q.destination.includes('@') ? 'email' : 'mobile', q.destination)
    : undefined;
  const { total, rows } = await otpFailuresPage(db, dayBounds(rangeOf(q)), destination, pageOf(q));
  // The person searched for is kept masked, as the log shows them.
  const filters = {
    ...exportFilters(q),
    destination: destination
      ? maskDestination(destination.includes('@') ? 'email' : 'mobile', destination)
      : null,
  };
  return exported(db, request, 'export.otp_failures', filters, q.format, {
    columns: ['At', 'Purpose', 'Channel', 'To', 'Kind', 'Reason'],
    rows: rows.map((r) => ({
      At: reportTime(r.at),
      Purpose: r.purpose,
      Channel: r.channel,
      // Masked in the list; support searches by the full number with ?destination=.
      To: maskDestination(r.channel === 'email' ? 'email' : 'mobile', r.destination),
      Kind: r.kind,
      Reason: r.reason,
    })),
    meta: metaOf(q, total),
  });
};

export const lenderApiFailuresReport: LogReport = async (db, request, q) => {
  const { total, rows } = await lenderApiFailuresPage(db, dayBounds(rangeOf(q)), q.lenderId, pageOf(q));
  return exported(db, request, 'export.lender_api_failures', exportFilters(q), q.format, {
    columns: ['At', 'Lender', 'Application', 'Attempt', 'HTTP status', 'Error'],
    rows: rows.map(({ f, lender, reference }) => ({
      At: reportTime(f.at),
      Lender: lender,
      Application: reference,
      Attempt: f.attempt,
      'HTTP status': f.statusCode,
      Error: f.error,
    })),
    meta: metaOf(q, total),
  });
};
