import type { CalendarDate } from '../calendar/india-day.ts';

// Loan sense for student (education) loans (issue 13). An education loan pays for the course:
// the fee, which the customer states, is the ceiling (living costs abroad are out of scope for
// the sample lenders). A lender lends for a course that has started recently or starts soon.

/** Course fee bounds a form accepts, whole rupees: a short certificate to a degree abroad. */
export const COURSE_FEE = { min: 10_000, max: 20_000_000 } as const;

/** How far back a course may have started and how far ahead it may start, in months. */
export const COURSE_START_WINDOW = { monthsBefore: 12, monthsAfter: 24 } as const;

/** The largest student loan for a course: its fee. */
export function studentLoanCap(courseFeeRupees: number): number {
  return courseFeeRupees;
}

export interface CalendarMonth {
  year: number;
  month: number;
}

const COURSE_START = /^(\d{2})\/(\d{4})$/;

/** MM/YYYY as typed, or null when it is not a real month. */
export function parseCourseStart(value: string): CalendarMonth | null {
  const match = COURSE_START.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

const monthIndex = ({ year, month }: CalendarMonth) => year * 12 + (month - 1);
const fromIndex = (index: number): CalendarMonth => ({
  year: Math.floor(index / 12),
  month: (index % 12) + 1,
});

/** The first and last course start a loan is considered for, seen from today (Indian calendar). */
export function courseStartWindow(today: CalendarDate): { from: CalendarMonth; to: CalendarMonth } {
  const now = monthIndex(today);
  return {
    from: fromIndex(now - COURSE_START_WINDOW.monthsBefore),
    to: fromIndex(now + COURSE_START_WINDOW.monthsAfter),
  };
}

export function courseStartInWindow(start: CalendarMonth, today: CalendarDate): boolean {
  const { from, to } = courseStartWindow(today);
  return monthIndex(start) >= monthIndex(from) && monthIndex(start) <= monthIndex(to);
}

/** MM/YYYY, the way the form takes a month and messages name it. */
export function formatCalendarMonth({ year, month }: CalendarMonth): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}

/** YYYY-MM as stored. */
export function calendarMonthToIso({ year, month }: CalendarMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

const ISO_MONTH = /^(\d{4})-(\d{2})$/;

/** YYYY-MM as stored -> the month, or null when it is not one (the form shows it as MM/YYYY). */
export function isoToCalendarMonth(value: string): CalendarMonth | null {
  const match = ISO_MONTH.exec(value);
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}
