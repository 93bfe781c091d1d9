import { z } from 'zod';
import { APPLICATION_STATUSES } from '../applications.ts';

// Issue 7 reports and spec 1 logs (ADMIN_REPORTS_API, ADMIN_LOGS_API): a page of a filterable table.

export const reportCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const reportPage = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), reportCell)),
});
export type ReportPage = z.infer<typeof reportPage>;
export const reportPageResponse = z.object({ success: z.literal(true), data: reportPage });

/** GET ADMIN_REPORTS_API.dashboard: applications per day, the funnel, by lender and by partner. */
export const dashboard = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  perDay: z.array(z.object({ day: z.string(), applications: z.number() })),
  funnel: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), count: z.number() })),
  byLender: z.array(z.object({ lender: z.string(), applications: z.number(), disbursed: z.number() })),
  byPartner: z.array(z.object({ partner: z.string(), applications: z.number() })),
});
export type DashboardData = z.infer<typeof dashboard>;
export const dashboardResponse = z.object({ success: z.literal(true), data: dashboard });
