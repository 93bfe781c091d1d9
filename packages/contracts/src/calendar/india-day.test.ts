import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  datesBetween,
  indiaDateOf,
  indiaDayBounds,
  indiaDayEnd,
  indiaDayStart,
  indiaIsoDate,
  indiaTimestamp,
  isoDateOf,
  parseIsoDate,
  shiftDate,
  todayInIndia,
} from './india-day.ts';

const DAY_MS = 86_400_000;
// Instants from 1970 to 2100, to the millisecond.
const instant = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));
const calendarDate = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true })
  .map((d) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));

describe('the Indian day of an instant', () => {
  it('turns at 18:30 UTC', () => {
    expect(indiaIsoDate('2026-11-23T18:29:59.999Z')).toBe('2026-11-23');
    expect(indiaIsoDate('2026-11-23T18:30:00.000Z')).toBe('2026-11-24');
    // An application at 20:23 UTC was made at 01:53 on the next Indian day.
    expect(indiaIsoDate('2026-11-23T20:23:00Z')).toBe('2026-11-24');
    expect(isoDateOf(todayInIndia(new Date('2026-12-31T19:00:00Z')))).toBe('2027-01-01');
  });

  it('reads as Indian wall-clock time to the second, for audit exports', () => {
    expect(indiaTimestamp(new Date('2026-11-23T20:23:07Z'))).toBe('2026-11-24 01:53:07');
    expect(indiaTimestamp(new Date('2026-11-24T06:00:00Z'))).toBe('2026-11-24 11:30:00');
    expect(indiaDayEnd('2026-11-24').toISOString()).toBe('2026-11-24T18:29:59.999Z');
  });

  it('leaves an unreadable timestamp as it is', () => {
    expect(indiaIsoDate('not a time')).toBe('not a time');
  });

  it('is the day whose bounds hold the instant, for any instant', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const day = isoDateOf(indiaDateOf(at));
        const { start, end } = indiaDayBounds({ from: day, to: day });
        expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(at.getTime()).toBeLessThanOrEqual(end.getTime());
        expect(end.getTime() - start.getTime()).toBe(DAY_MS - 1);
        // Every Indian day starts at 18:30 UTC the day before.
        expect(start.toISOString().slice(11)).toBe('18:30:00.000Z');
      }),
    );
  });
});

describe('calendar dates', () => {
  it('parse only real dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('24/11/2026')).toBeNull();
    expect(() => indiaDayStart('2026-02-30')).toThrow(RangeError);
  });

  it('round-trip through ISO text', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        expect(parseIsoDate(isoDateOf(date))).toEqual(date);
      }),
    );
  });

  it('shift across months and years and back', () => {
    expect(isoDateOf(shiftDate({ year: 2026, month: 3, day: 1 }, -1))).toBe('2026-02-28');
    expect(isoDateOf(shiftDate({ year: 2026, month: 12, day: 31 }, 1))).toBe('2027-01-01');
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: -400, max: 400 }), (date, days) => {
        expect(shiftDate(shiftDate(date, days), -days)).toEqual(date);
      }),
    );
  });
});

describe('ranges of Indian days', () => {
  it('cover every day once, across months', () => {
    expect(datesBetween('2026-01-30', '2026-02-02')).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
    expect(datesBetween('2026-02-02', '2026-01-30')).toEqual([]);
    expect(datesBetween('2026-02-30', '2026-03-02')).toEqual([]);
  });

  it('span as many days as their bounds, for any range', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 0, max: 400 }), (date, length) => {
        const from = isoDateOf(date);
        const to = isoDateOf(shiftDate(date, length));
        const { start, end } = indiaDayBounds({ from, to });
        expect(datesBetween(from, to)).toHaveLength(length + 1);
        expect(end.getTime() + 1 - start.getTime()).toBe((length + 1) * DAY_MS);
      }),
    );
  });
});
