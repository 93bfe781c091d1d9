import { z } from 'zod';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  idParam,
  indiaDayBounds,
  intText,
  REPORT_PRESETS,
  resolveDateRange,
  todayInIndia,
  type DateRange,
} from '@cl/contracts';
import { applications } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/app-error.ts';

export const reportFilters = z.object({
  preset: z.enum(REPORT_PRESETS).default('last_30_days'),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  lenderId: idParam.optional(),
  partnerId: idParam.optional(),
  product: z.enum(['personal', 'business', 'gold', 'home']).optional(),
  page: intText(1, 100_000).default(1),
  pageSize: intText(1, 200).default(50),
  format: z.enum(['csv', 'xlsx']).optional(),
});
export type ReportFilters = z.infer<typeof reportFilters>;

/** The logs' filters: the report's, and one destination (full number or email) to search by. */
export const logFilters = reportFilters.extend({ destination: z.string().trim().max(254).optional() });
export type LogFilters = z.infer<typeof logFilters>;

export function rangeOf(filters: ReportFilters): DateRange {
  if (filters.preset === 'custom_range' && (!filters.from || !filters.to))
    throw badRequest('Choose a start and an end date');
  const range = resolveDateRange(filters.preset, todayInIndia(), filters);
  if (range.from > range.to) throw badRequest('Choose a start date on or before the end date');
  return range;
}

/** Indian calendar day bounds as timestamps (@cl/contracts calendar/). */
export const dayBounds = (range: DateRange): { start: Date; end: Date } => indiaDayBounds(range);

export function applicationWhere(filters: ReportFilters): SQL | undefined {
  const { start, end } = dayBounds(rangeOf(filters));
  return and(
    gte(applications.createdAt, start),
    lte(applications.createdAt, end),
    filters.status ? eq(applications.status, filters.status) : undefined,
    filters.lenderId ? eq(applications.lenderId, filters.lenderId) : undefined,
    filters.partnerId ? eq(applications.partnerId, filters.partnerId) : undefined,
    filters.product ? eq(applications.product, filters.product) : undefined,
  );
}

export const EXPORT_LIMIT = 100_000;
