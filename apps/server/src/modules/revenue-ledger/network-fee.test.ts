import { describe, expect, it } from 'vitest';
import { networkFeePaise } from './record-disbursals.ts';

// ADR 034: a network loan's line takes the lender's published fee on the principal, once.
describe('networkFeePaise', () => {
  it.each([
    [20_000_000, 100, 200_000],
    [20_000_000, 125, 250_000],
    [-20_000_000, 125, -250_000],
    [333, 150, 5],
    [0, 100, 0],
  ])('%i paise at %i bp -> %i paise', (paise, bp, fee) => {
    expect(networkFeePaise(paise, bp)).toBe(fee);
  });
});
