import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from '@/lib/format';

describe('en-IN formatting (spec 9)', () => {
  it('groups rupees in lakhs and crores', () => {
    expect(formatMoney(1000)).toBe('₹1,000');
    expect(formatMoney(1_000_000)).toBe('₹10,00,000');
    expect(formatMoney(10_000_000)).toBe('₹1,00,00,000');
  });

  it('keeps up to two decimals for rates', () => {
    expect(formatNumber(10.99)).toBe('10.99');
    expect(formatNumber(36)).toBe('36');
  });
});
