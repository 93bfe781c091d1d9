import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatIndiaDateTime, formatIndiaDayOf, formatReportTime } from './india-time.ts';

describe('Indian time for people', () => {
  it('shows an instant at 20:23 UTC as 01:53 on the next Indian day', () => {
    expect(formatIndiaDateTime('2026-11-23T20:23:00Z')).toBe('24 Nov 2026, 1:53 am');
    expect(formatIndiaDateTime(new Date('2026-11-23T20:23:00Z'))).toBe('24 Nov 2026, 1:53 am');
    expect(formatIndiaDayOf('2026-11-23T20:23:00Z')).toBe('24 Nov 2026');
  });

  it('says the part of the day in Hindi with Latin digits', () => {
    const text = formatIndiaDateTime('2026-11-21T09:35:00Z', 'hi');
    expect(text).toContain('दोपहर');
    expect(text).toContain('3:05');
    expect(text).not.toMatch(/[०-९]|pm/i);
  });

  it('names the zone in reports and exports', () => {
    expect(formatReportTime(new Date('2026-11-23T20:23:00Z'))).toBe('24 Nov 2026, 1:53 am IST');
    expect(formatReportTime('2026-11-23T18:29:00Z')).toBe('23 Nov 2026, 11:59 pm IST');
  });

  it('prints a calendar date as it is, whatever the zone', () => {
    expect(formatCalendarDate('2026-11-24')).toBe('24 Nov 2026');
    expect(formatCalendarDate('2026-11-24T23:00:00Z')).toBe('24 Nov 2026');
  });

  it('leaves unreadable values as they are', () => {
    expect(formatIndiaDateTime('soon')).toBe('soon');
    expect(formatReportTime('soon')).toBe('soon');
    expect(formatCalendarDate('2026-02-30')).toBe('2026-02-30');
  });
});
