import { describe, expect, it } from 'vitest';
import {
  calendarMonthToIso,
  courseStartInWindow,
  courseStartWindow,
  formatCalendarMonth,
  isoToCalendarMonth,
  parseCourseStart,
  studentLoanCap,
} from './student-loans.ts';

const today = { year: 2026, month: 3, day: 15 };

describe('course start', () => {
  it('reads MM/YYYY of a real month only', () => {
    expect(parseCourseStart('07/2026')).toEqual({ year: 2026, month: 7 });
    expect(parseCourseStart(' 12/2027 ')).toEqual({ year: 2027, month: 12 });
    expect(parseCourseStart('13/2026')).toBeNull();
    expect(parseCourseStart('00/2026')).toBeNull();
    expect(parseCourseStart('7/2026')).toBeNull();
    expect(parseCourseStart('2026-07')).toBeNull();
  });

  it('considers courses from 12 months back to 24 months ahead, ends included', () => {
    expect(courseStartWindow(today)).toEqual({
      from: { year: 2025, month: 3 },
      to: { year: 2028, month: 3 },
    });
    expect(courseStartInWindow({ year: 2025, month: 3 }, today)).toBe(true);
    expect(courseStartInWindow({ year: 2025, month: 2 }, today)).toBe(false);
    expect(courseStartInWindow({ year: 2028, month: 3 }, today)).toBe(true);
    expect(courseStartInWindow({ year: 2028, month: 4 }, today)).toBe(false);
  });

  it('crosses a year boundary in January', () => {
    expect(courseStartWindow({ year: 2026, month: 1, day: 1 })).toEqual({
      from: { year: 2025, month: 1 },
      to: { year: 2028, month: 1 },
    });
  });

  it('formats a month as typed and as stored', () => {
    expect(formatCalendarMonth({ year: 2026, month: 7 })).toBe('07/2026');
    expect(calendarMonthToIso({ year: 2026, month: 7 })).toBe('2026-07');
  });

  it('reads a stored month back for the form, and nothing else', () => {
    expect(isoToCalendarMonth('2026-07')).toEqual({ year: 2026, month: 7 });
    expect(isoToCalendarMonth('2026-13')).toBeNull();
    expect(isoToCalendarMonth('07/2026')).toBeNull();
  });
});

describe('student loan cap', () => {
  it('is the course fee', () => {
    expect(studentLoanCap(450_000)).toBe(450_000);
  });
});
