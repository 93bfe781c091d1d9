import { indiaDayStart, isoDateOf, type CalendarDate } from '@cl/contracts';
import type { ApplicationFilter } from './admin-reports.repository.ts';

// The Indian calendar day as a number of days since 2000-01-01 IST, as the daily summaries of
// applications key it (migration 0012, application_summary_day) and the dashboard's scan counts
// by it. India keeps no daylight saving, so a day is always 86,400,000 ms.
export const DAY_ZERO: CalendarDate = { year: 2000, month: 1, day: 1 };
export const DAY_ZERO_START = indiaDayStart(isoDateOf(DAY_ZERO));
const DAY_MS = 86_400_000;

/** The Indian day an instant falls on, as a day number. */
export const dayNumberOf = (instant: Date): number =>
  Math.floor((instant.getTime() - DAY_ZERO_START.getTime()) / DAY_MS);

/** Inclusive range of day numbers a report reads from the summaries. */
export interface SummaryDays {
  from: number;
  to: number;
}

/**
 * The days the summaries must answer for, or null when they cannot answer exactly and the
 * report scans applications instead: a window that does not start and end on Indian day
 * boundaries, or a filter the summary's keys do not hold (the lender summary holds no partner;
 * the partner summary no lender and no product, so the dashboard, which reads both, takes only
 * a status filter).
 */
export function summaryDays(
  filter: ApplicationFilter,
  needs: { lender: boolean; partner: boolean },
): SummaryDays | null {
  if (filter.partnerId !== undefined && needs.lender) return null;
  if ((filter.lenderId !== undefined || filter.product !== undefined) && needs.partner) return null;
  const from = dayNumberOf(filter.start);
  const to = dayNumberOf(filter.end);
  const startsOnDay = filter.start.getTime() === DAY_ZERO_START.getTime() + from * DAY_MS;
  const endsOnDay = filter.end.getTime() === DAY_ZERO_START.getTime() + (to + 1) * DAY_MS - 1;
  return startsOnDay && endsOnDay ? { from, to } : null;
}
