import { REPORT_PRESETS, type ReportPreset } from '../constants.ts';
import { isoDateOf, shiftDate as shift, type CalendarDate } from './india-day.ts';
import { z } from 'zod';

// spec 3 / spec 9: report presets yesterday, last 7 days, last 30 days, custom range; the presets
// end yesterday (today is still incomplete).

export interface DateRange {
  /** Inclusive ISO dates (Indian calendar). */
  from: string;
  to: string;
}

/** The longest range a report covers: one year, counted in days from `from` to `to`. */
export const MAX_RANGE_DAYS = 366;

/** Whether an inclusive range of ISO dates spans more than MAX_RANGE_DAYS days. */
export function isRangeTooLong(range: DateRange): boolean {
  return Date.parse(range.to) - Date.parse(range.from) > MAX_RANGE_DAYS * 86_400_000;
}

export function resolveDateRange(
  preset: ReportPreset,
  today: CalendarDate,
  custom?: { from?: string; to?: string },
): DateRange {
  const yesterday = shift(today, -1);
  switch (preset) {
    case 'yesterday':
      return { from: isoDateOf(yesterday), to: isoDateOf(yesterday) };
    case 'last_7_days':
      return { from: isoDateOf(shift(today, -7)), to: isoDateOf(yesterday) };
    case 'last_30_days':
      return { from: isoDateOf(shift(today, -30)), to: isoDateOf(yesterday) };
    case 'custom_range':
      return {
        from: custom?.from ?? isoDateOf(shift(today, -30)),
        to: custom?.to ?? isoDateOf(yesterday),
      };
  }
}

export const dateRangeQuery = z
  .object({
    preset: z.enum(REPORT_PRESETS).default('last_30_days'),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .refine(
    (q) => q.preset !== 'custom_range' || (q.from !== undefined && q.to !== undefined && q.from <= q.to),
    {
      message: 'Choose a start date on or before the end date',
    },
  )
  .refine((q) => !q.from || !q.to || !isRangeTooLong({ from: q.from, to: q.to }), {
    message: 'A range can cover one year at most',
  });
