import { describe, expect, it } from 'vitest';
import { partnerEarningPaise, rateOn } from './partner-rates.ts';
import { canClose, ledgerMonthFor, monthDays, monthState, previousMonth } from './ledger-months.ts';

describe('partnerEarningPaise: percent of the disbursal plus the flat fee, per disbursal', () => {
  const rate = { percentMilli: 2500, flatPaise: 50_00 };

  it('adds the flat fee to every disbursal (issue 15: 2 x (2.5% + ₹50))', () => {
    const one = partnerEarningPaise(1_60_000_00, rate); // 2.5% of ₹1,60,000 = ₹4,000 + ₹50
    const two = partnerEarningPaise(1_70_000_00, rate); // ₹4,250 + ₹50
    expect(one).toBe(4050_00);
    expect(two).toBe(4300_00);
    expect(one + two).toBe(8350_00);
  });

  it('rounds the percent to the paisa, halves away from zero', () => {
    // 1.125% of ₹333.33 = 374.99625 paise -> 375; 0.5% of 1 paisa = 0.005 -> 0; 50% of 1 paisa -> 1
    expect(partnerEarningPaise(333_33, { percentMilli: 1125, flatPaise: 0 })).toBe(375);
    expect(partnerEarningPaise(1, { percentMilli: 500, flatPaise: 0 })).toBe(0);
    expect(partnerEarningPaise(1, { percentMilli: 50_000, flatPaise: 0 })).toBe(1);
  });

  it('earns nothing without a rate; keeps exact for the largest amounts', () => {
    expect(partnerEarningPaise(1_00_000_00, null)).toBe(0);
    // ₹99,99,99,99,999.99 at 99.999%: beyond 2^53 as a product, exact through BigInt
    expect(partnerEarningPaise(9_999_999_999_999, { percentMilli: 99_999, flatPaise: 0 })).toBe(
      9_999_899_999_999,
    );
  });
});

describe('rateOn: effective-dated rates', () => {
  const rates = [
    { id: 2, effectiveFrom: '2026-11-15', percentMilli: 3000, flatPaise: 0 },
    { id: 1, effectiveFrom: '2026-01-01', percentMilli: 2500, flatPaise: 50_00 },
  ];
  it('takes the latest rate started on or before the day', () => {
    expect(rateOn(rates, '2026-11-14')?.id).toBe(1);
    expect(rateOn(rates, '2026-11-15')?.id).toBe(2);
    expect(rateOn(rates, '2027-02-01')?.id).toBe(2);
    expect(rateOn(rates, '2025-12-31')).toBeNull();
  });
});

describe('ledger months', () => {
  it('keeps the previous month open until an admin closes it; older months close by themselves', () => {
    const none = new Set<string>();
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(monthState('2026-11', none, '2026-11')).toBe('open');
    expect(monthState('2026-10', none, '2026-11')).toBe('open');
    expect(monthState('2026-09', none, '2026-11')).toBe('auto-closed');
    expect(monthState('2026-10', new Set(['2026-10']), '2026-11')).toBe('closed');
  });
  it('puts a disbursal of a closed month on the current statement', () => {
    expect(ledgerMonthFor('2026-10', new Set(), '2026-11')).toBe('2026-10');
    expect(ledgerMonthFor('2026-10', new Set(['2026-10']), '2026-11')).toBe('2026-11');
    expect(ledgerMonthFor('2026-08', new Set(), '2026-11')).toBe('2026-11');
  });
  it('closes only ended months and knows month lengths', () => {
    expect(canClose('2026-10', '2026-11')).toBe(true);
    expect(canClose('2026-11', '2026-11')).toBe(false);
    expect(monthDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
