import { describe, expect, it } from 'vitest';
import { fillDailySeries } from './daily-series';
import { dateRangeProblem } from './date-range';

const point = (day: string, applications: number) => ({ day, applications, disbursals: 0 });

describe('fillDailySeries', () => {
  it('has every Indian calendar day of the range, zero where the server had no row', () => {
    const series = fillDailySeries('2028-02-27', '2028-03-01', [point('2028-02-29', 4)]);
    expect(series.map((p) => [p.day, p.applications])).toEqual([
      ['2028-02-27', 0],
      ['2028-02-28', 0],
      ['2028-02-29', 4],
      ['2028-03-01', 0],
    ]);
  });

  it('keeps the rows as they are for a range it cannot read', () => {
    const rows = [point('2026-11-01', 1)];
    expect(fillDailySeries('2026-11-05', '2026-11-01', rows)).toEqual(rows);
    expect(fillDailySeries('2026-02-30', '2026-03-02', rows)).toEqual(rows);
  });
});

describe('dateRangeProblem', () => {
  const today = { year: 2028, month: 6, day: 1 };
  it('refuses a custom range longer than a year, as the server does', () => {
    const range = (from: string, to: string) => ({ preset: 'custom_range' as const, from, to });
    expect(dateRangeProblem(range('2027-02-28', '2028-02-29'), today)).toBeNull();
    expect(dateRangeProblem(range('2027-02-28', '2028-03-01'), today)).toBe('tooLong');
  });
});
