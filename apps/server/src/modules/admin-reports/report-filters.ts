import { z } from 'zod';
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
import { badRequest } from '../../lib/app-error.ts';
import type { ApplicationFilter } from './admin-reports.repository.ts';

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

/** The applications the filters cover: created inside the chosen Indian days, and the rest as chosen. */
export function applicationFilter(filters: ReportFilters): ApplicationFilter {
  const { start, end } = dayBounds(rangeOf(filters));
  return {
    start,
    end,
    status: filters.status,
    lenderId: filters.lenderId,
    partnerId: filters.partnerId,
    product: filters.product,
  };
}

export const EXPORT_LIMIT = 100_000;
