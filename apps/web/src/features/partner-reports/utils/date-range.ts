import {
  birthDateToIso,
  isRangeTooLong,
  resolveDateRange,
  todayInIndia,
  type CalendarDate,
  type DateRange,
  type ReportPreset,
} from '@cl/contracts';

// spec 3 / spec 9 report presets. The presets end yesterday (today is still incomplete); a custom
// range may include today, so a partner can see this morning's sign-ups.

export interface DateRangeValue {
  preset: ReportPreset;
  /** Inclusive ISO dates of the custom range; ignored by the other presets. */
  from: string;
  to: string;
}

export type DateRangeQuery = { preset: ReportPreset; from?: string; to?: string };
export type DateRangeProblem = 'missing' | 'order' | 'future' | 'tooLong';

export function todayIso(today: CalendarDate = todayInIndia()): string {
  return birthDateToIso(today);
}

export function initialDateRange(
  preset: ReportPreset = 'last_30_days',
  today: CalendarDate = todayInIndia(),
): DateRangeValue {
  const { from, to } = resolveDateRange('last_30_days', today);
  return { preset, from, to };
}

export function dateRangeProblem(value: DateRangeValue, today: CalendarDate): DateRangeProblem | null {
  if (value.preset !== 'custom_range') return null;
  if (!value.from || !value.to) return 'missing';
  if (value.from > value.to) return 'order';
  if (value.to > todayIso(today)) return 'future';
  if (isRangeTooLong(value)) return 'tooLong';
  return null;
}

/** The dates a value covers, as the server will resolve them. */
export function resolvedRange(value: DateRangeValue, today: CalendarDate = todayInIndia()): DateRange {
  return resolveDateRange(value.preset, today, value);
}

/** The query the partner endpoints take (?preset=&from=&to=); null while a custom range is invalid. */
export function toRangeQuery(
  value: DateRangeValue,
  today: CalendarDate = todayInIndia(),
): DateRangeQuery | null {
  if (dateRangeProblem(value, today)) return null;
  return value.preset === 'custom_range'
    ? { preset: value.preset, from: value.from, to: value.to }
    : { preset: value.preset };
}

export function rangeSearchParams(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, item] of Object.entries(query)) if (item !== undefined) params.set(key, String(item));
  return params.toString();
}
