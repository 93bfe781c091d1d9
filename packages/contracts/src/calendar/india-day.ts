// The Indian calendar (spec 9: India is one time zone, UTC+05:30, with no daylight saving). Every
// "day" a report, a range, an age or an offer date speaks of is a day in India, whatever the
// server's or the browser's own zone: one home for that arithmetic (issue 14).

/** IST is UTC+05:30 all year. */
export const IST_OFFSET_MINUTES = 330;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A calendar date as 'YYYY-MM-DD'. */
export function isoDateOf(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** 'YYYY-MM-DD' as a calendar date, or null when it is not a real date ('2026-02-30'). */
export function parseIsoDate(iso: string): CalendarDate | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return check.getUTCFullYear() === date.year &&
    check.getUTCMonth() + 1 === date.month &&
    check.getUTCDate() === date.day
    ? date
    : null;
}

/** The day an instant falls on in India (20:23 UTC on 23 Nov is 01:53 on 24 Nov IST). */
export function indiaDateOf(instant: Date): CalendarDate {
  const ist = new Date(instant.getTime() + IST_OFFSET_MS);
  return { year: ist.getUTCFullYear(), month: ist.getUTCMonth() + 1, day: ist.getUTCDate() };
}

/** Today in India. */
export function todayInIndia(now: Date = new Date()): CalendarDate {
  return indiaDateOf(now);
}

/** The Indian day of an ISO timestamp as 'YYYY-MM-DD'; an unreadable value comes back as it is. */
export function indiaIsoDate(isoTimestamp: string): string {
  const time = Date.parse(isoTimestamp);
  return Number.isNaN(time) ? isoTimestamp : isoDateOf(indiaDateOf(new Date(time)));
}

/** A calendar date moved by whole days (across months and years). */
export function shiftDate(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * The instants an Indian day begins and ends: 'YYYY-MM-DD' starts at 18:30 UTC the day before.
 * `end` is the last millisecond of the day, for inclusive (<=) comparisons.
 */
export function indiaDayStart(isoDate: string): Date {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return new Date(Date.UTC(date.year, date.month - 1, date.day) - IST_OFFSET_MS);
}

/** The last millisecond of an Indian day ('YYYY-MM-DD' ends at 18:29:59.999 UTC that day). */
export function indiaDayEnd(isoDate: string): Date {
  return new Date(indiaDayStart(isoDate).getTime() + DAY_MS - 1);
}

/** The first and last instant of an inclusive range of Indian days. */
export function indiaDayBounds(range: { from: string; to: string }): { start: Date; end: Date } {
  return { start: indiaDayStart(range.from), end: indiaDayEnd(range.to) };
}

/**
 * An instant as Indian wall-clock time to the second, '2026-11-24 01:53:07': for audit exports,
 * whose rows must sort as text and tell apart entries a second apart (the header says IST).
 */
export function indiaTimestamp(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Every date from `from` to `to`, inclusive ('YYYY-MM-DD'); empty when `to` is before `from`. */
export function datesBetween(from: string, to: string): string[] {
  const start = parseIsoDate(from);
  if (!start || !parseIsoDate(to)) return [];
  const days: string[] = [];
  for (let date = start; isoDateOf(date) <= to; date = shiftDate(date, 1)) days.push(isoDateOf(date));
  return days;
}
