import { describe, expect, it } from 'vitest';
import { vehicleLoanCap } from './vehicle-loans.ts';

// Figures worked by hand: two-wheelers 95% new / 75% used, cars 90% new / 80% used (ADR 015).

describe('vehicle loan caps', () => {
  it('funds a new vehicle more than a used one at the same price', () => {
    expect(vehicleLoanCap('two_wheeler', 'new', 100_000)).toBe(95_000);
    expect(vehicleLoanCap('two_wheeler', 'used', 100_000)).toBe(75_000);
    expect(vehicleLoanCap('car', 'new', 1_000_000)).toBe(900_000);
    expect(vehicleLoanCap('car', 'used', 1_000_000)).toBe(800_000);
  });

  it('rounds down to whole rupees', () => {
    expect(vehicleLoanCap('two_wheeler', 'new', 85_999)).toBe(81_699);
    expect(vehicleLoanCap('car', 'new', 745_555)).toBe(670_999);
  });
});
