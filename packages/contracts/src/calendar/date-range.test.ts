import { describe, expect, it } from 'vitest';
import { dateRangeQuery, isRangeTooLong, resolveDateRange } from './date-range.ts';

const today = { year: 2026, month: 3, day: 1 };

describe('resolveDateRange', () => {
  it('ends every preset yesterday', () => {
    expect(resolveDateRange('yesterday', today)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(resolveDateRange('last_7_days', today)).toEqual({ from: '2026-02-22', to: '2026-02-28' });
    expect(resolveDateRange('last_30_days', today)).toEqual({ from: '2026-01-30', to: '2026-02-28' });
    expect(resolveDateRange('custom_range', today, { from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });
  it('allows a year at most, leap day included', () => {
    expect(isRangeTooLong({ from: '2027-02-28', to: '2028-02-29' })).toBe(false);
    expect(isRangeTooLong({ from: '2027-02-28', to: '2028-03-01' })).toBe(true);
    expect(
      dateRangeQuery.safeParse({ preset: 'custom_range', from: '2027-02-28', to: '2028-03-01' }).success,
    ).toBe(false);
  });
  it('checks custom ranges', () => {
    expect(dateRangeQuery.safeParse({ preset: 'custom_range' }).success).toBe(false);
    expect(
      dateRangeQuery.safeParse({ preset: 'custom_range', from: '2026-02-01', to: '2026-01-01' }).success,
    ).toBe(false);
    expect(
      dateRangeQuery.safeParse({ preset: 'custom_range', from: '2024-01-01', to: '2026-01-01' }).success,
    ).toBe(false);
    expect(dateRangeQuery.parse({}).preset).toBe('last_30_days');
  });
});
