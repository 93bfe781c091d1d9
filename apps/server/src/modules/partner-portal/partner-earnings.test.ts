import { describe, expect, it } from 'vitest';
import { partnerEarning } from './partner-earnings.ts';

describe('partnerEarning', () => {
  it('adds the flat fee and the percent of the disbursed amount', () => {
    expect(partnerEarning({ revenuePercent: 0.75, revenueFlatFee: 100 }, 200000)).toBe(1600);
    expect(partnerEarning({ revenuePercent: null, revenueFlatFee: 250 }, 50000)).toBe(250);
    // 33333 x 1.125% = 374.99625 -> 375.00 after rounding to the paisa
    expect(partnerEarning({ revenuePercent: 1.125, revenueFlatFee: null }, 33333)).toBe(375);
    expect(partnerEarning({ revenuePercent: null, revenueFlatFee: null }, 100000)).toBe(0);
  });
});
