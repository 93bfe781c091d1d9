import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatLedgerPaise } from '@/lib/format';

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

describe('formatLedgerPaise (issue 15)', () => {
  it('shows ledger paise to the paisa with Indian grouping', () => {
    expect(formatLedgerPaise(8_350_00)).toBe('₹8,350.00');
    expect(formatLedgerPaise(15_00_000_00)).toBe('₹15,00,000.00');
    expect(formatLedgerPaise(-10_050)).toBe('-₹100.50');
  });
});
