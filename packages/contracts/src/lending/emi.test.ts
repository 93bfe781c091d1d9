import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_TENURE_MONTHS,
  emi,
  emiExact,
  parseProcessingFee,
  processingFeeAmount,
  repaymentSummary,
  roundToPaise,
} from './emi.ts';

// Expected values are worked by hand (checked with 40-digit decimal arithmetic), not produced by
// the code under test: EMI = P·r·(1+r)^n / ((1+r)^n − 1), r = annual % / 1200.

describe('emi', () => {
  it('₹1,00,000 at 12% for 12 months', () => {
    // r = 0.12 / 12 = 0.01; (1.01)^12 = 1.1268250301
    // EMI = 100000 × 0.01 × 1.1268250301 / 0.1268250301 = 1126.8250301 / 0.1268250301 = 8884.8788678
    expect(emiExact(100_000, 12, 12)).toBeCloseTo(8884.878868, 5);
    expect(emi(100_000, 12, 12)).toBe(8885);
  });

  it('₹5,00,000 at 10.99% for 60 months', () => {
    // r = 0.1099 / 12 = 0.0091583333; (1.0091583333)^60 = 1.7280593334
    // EMI = 500000 × 0.0091583333 × 1.7280593334 / 0.7280593334 = 7913.1383 / 0.7280593334 = 10868.7182
    expect(emiExact(500_000, 10.99, 60)).toBeCloseTo(10868.718158, 5);
    expect(emi(500_000, 10.99, 60)).toBe(10869);
  });

  it('0% is principal / months', () => {
    // 12000 / 12 = 1000; 10000 / 3 = 3333.33… shown as ₹3,333
    expect(emiExact(12_000, 0, 12)).toBe(1000);
    expect(emi(10_000, 0, 3)).toBe(3333);
  });

  it('one month repays principal plus one month of interest', () => {
    // 10000 × (1 + 0.24 / 12) = 10000 × 1.02 = 10200
    expect(emiExact(10_000, 24, 1)).toBeCloseTo(10_200, 8);
  });

  it.each([
    [0, 12, 12, /principal/],
    [-1, 12, 12, /principal/],
    [Number.NaN, 12, 12, /principal/],
    [Number.POSITIVE_INFINITY, 12, 12, /principal/],
    [1000, -0.01, 12, /annualRatePercent/],
    [1000, Number.NaN, 12, /annualRatePercent/],
    [1000, 12, 0, /months/],
    [1000, 12, 12.5, /months/],
    [1000, 12, MAX_TENURE_MONTHS + 1, /months/],
  ])('rejects principal %s, rate %s, months %s', (principal, rate, months, message) => {
    expect(() => emiExact(principal, rate, months)).toThrow(RangeError);
    expect(() => emi(principal, rate, months)).toThrow(message);
  });

  it('accepts the tenure bounds 1 and 360', () => {
    expect(emi(1000, 12, 1)).toBe(1010);
    // 30-year home loan: r = 0.0075, (1.0075)^360 = 14.7305761
    // 2500000 × 0.0075 = 18750; × 14.7305761 = 276198.30; / 13.7305761 = 20115.565
    expect(emiExact(2_500_000, 9, 360)).toBeCloseTo(20115.565, 2);
    expect(emi(2_500_000, 9, 360)).toBe(20_116);
  });
});

describe('repaymentSummary', () => {
  it('₹1,00,000 at 12% for 12 months, no fees: APR equals the rate', () => {
    // total = 8884.8788678 × 12 = 106618.546414 -> 106618.55; interest = 6618.55
    const s = repaymentSummary({ principal: 100_000, annualRatePercent: 12, months: 12, upfrontFees: 0 });
    expect(s).toMatchObject({
      emi: 8885,
      instalments: 12,
      totalRepayment: 106_618.55,
      totalInterest: 6618.55,
      upfrontFees: 0,
      netDisbursed: 100_000,
      apr: 12,
    });
    expect(s.schedule).toBeUndefined();
  });

  it('a ₹2,000 fee lifts the APR to 15.85% although the rate is 12%', () => {
    // Customer receives 98000 and pays 8884.8788678 × 12. APR solves 98000 = EMI × (1 − (1+i)^−12) / i.
    // At i = 0.0132121: (1.0132121)^−12 = 0.854271, annuity factor = 0.145729 / 0.0132121 = 11.029976,
    // and 8884.8788678 × 11.029976 = 98000.0. APR = 0.0132121 × 12 = 15.8545% -> 15.85.
    const s = repaymentSummary({ principal: 100_000, annualRatePercent: 12, months: 12, upfrontFees: 2000 });
    expect(s.netDisbursed).toBe(98_000);
    expect(s.totalInterest).toBe(6618.55);
    expect(s.apr).toBe(15.85);
  });

  it('₹5,00,000 at 10.99% for 60 months with 1% + GST (₹5,900)', () => {
    // fee = 500000 × 1% × 1.18 = 5900; total = 10868.7181583 × 60 = 652123.09; interest = 152123.09
    // APR: 494100 = 10868.7181583 × a(i, 60) at i = 0.00959063 -> 11.5088% -> 11.51
    const fee = processingFeeAmount(500_000, '1% + GST');
    const s = repaymentSummary({
      principal: 500_000,
      annualRatePercent: 10.99,
      months: 60,
      upfrontFees: fee,
    });
    expect(s).toMatchObject({ emi: 10_869, totalRepayment: 652_123.09, totalInterest: 152_123.09 });
    expect(s).toMatchObject({ upfrontFees: 5900, netDisbursed: 494_100, apr: 11.51 });
  });

  it('a 0% loan with a fee is not free: ₹12,000 over 12 months with ₹600 fee is 9.58% APR', () => {
    // 11400 = 1000 × a(i, 12) -> a = 11.4 at i = 0.00798087 -> 9.577% -> 9.58
    const s = repaymentSummary({ principal: 12_000, annualRatePercent: 0, months: 12, upfrontFees: 600 });
    expect(s).toMatchObject({ emi: 1000, totalInterest: 0, netDisbursed: 11_400, apr: 9.58 });
  });

  it('0% and no fee has 0% APR', () => {
    const s = repaymentSummary({ principal: 12_000, annualRatePercent: 0, months: 12, upfrontFees: 0 });
    expect(s.apr).toBe(0);
  });

  it('builds a schedule that repays the loan to 0, each row adding up', () => {
    const s = repaymentSummary({
      principal: 100_000,
      annualRatePercent: 12,
      months: 12,
      upfrontFees: 0,
      includeSchedule: true,
    });
    const rows = s.schedule ?? [];
    expect(rows).toHaveLength(12);
    // Month 1: interest = 100000 × 0.01 = 1000; principal = 8884.88 − 1000 = 7884.88; balance 92115.12
    expect(rows[0]).toEqual({
      instalment: 1,
      payment: 8884.88,
      interest: 1000,
      principal: 7884.88,
      balance: 92_115.12,
    });
    // Month 2: interest = 92115.121132 × 0.01 = 921.15; principal = 8884.88 − 921.15 = 7963.73;
    // balance = 92115.121132 − 7963.727657 = 84151.39
    expect(rows[1]).toEqual({
      instalment: 2,
      payment: 8884.88,
      interest: 921.15,
      principal: 7963.73,
      balance: 84_151.39,
    });
    expect(rows.at(-1)?.balance).toBe(0);
    // The columns add up exactly to the summary's totals.
    const total = (key: 'payment' | 'interest' | 'principal') =>
      roundToPaise(rows.reduce((sum, row) => sum + row[key], 0));
    expect(total('principal')).toBe(100_000);
    expect(total('interest')).toBe(6618.55);
    expect(total('payment')).toBe(106_618.55);
  });

  it.each([-1, 100_000, 150_000, Number.NaN])('rejects upfront fees of %s on ₹1,00,000', (fee) => {
    expect(() =>
      repaymentSummary({ principal: 100_000, annualRatePercent: 12, months: 12, upfrontFees: fee }),
    ).toThrow(/upfrontFees/);
  });

  it('validates the loan before the fees', () => {
    expect(() =>
      repaymentSummary({ principal: 1000, annualRatePercent: 12, months: 0, upfrontFees: 0 }),
    ).toThrow(/months/);
  });
});

describe('processing fees', () => {
  it.each([
    // 100000 × 3% = 3000; × 1.18 = 3540
    ['Up to 3% + GST', 100_000, 3540],
    // 100000 × 2% = 2000; × 1.18 = 2360
    ['2% + GST', 100_000, 2360],
    // 50000 × 3.5% = 1750; × 1.18 = 2065
    ['Up to 3.5% + GST', 50_000, 2065],
    // 999 × 1.18 = 1178.82, whatever the principal
    ['₹999 + GST', 100_000, 1178.82],
    ['Rs. 1,499 + GST', 100_000, 1768.82],
    // range: worst case 2% -> 2000 × 1.18 = 2360
    ['1% to 2% + GST', 100_000, 2360],
    ['1-2% + GST', 100_000, 2360],
    // 1% of 100000 = 1000, + 500 = 1500, × 1.18 = 1770
    ['1% + ₹500 + GST', 100_000, 1770],
    // inclusive of GST: no 18% on top
    ['2% (incl. GST)', 100_000, 2000],
    // no GST mentioned: GST is still due by law, so it is added
    ['2%', 100_000, 2360],
    ['Nil', 100_000, 0],
    ['No processing fee', 100_000, 0],
  ])('%s on ₹%d is ₹%d', (text, principal, expected) => {
    expect(processingFeeAmount(principal, text)).toBe(expected);
  });

  it('takes explicit terms, GST 18% by default', () => {
    // (200000 × 1.5% + 0) × 1.18 = 3000 × 1.18 = 3540
    expect(processingFeeAmount(200_000, { percent: 1.5 })).toBe(3540);
    expect(processingFeeAmount(200_000, { flat: 999, gstPercent: 0 })).toBe(999);
    expect(processingFeeAmount(200_000, {})).toBe(0);
  });

  it.each(['', 'NA', 'as per policy', '2% or ₹999 whichever is higher', 'GST'])(
    "does not guess at '%s'",
    (text) => {
      expect(parseProcessingFee(text)).toBeNull();
      expect(() => processingFeeAmount(100_000, text)).toThrow(RangeError);
    },
  );

  it('rejects bad principals and negative terms', () => {
    expect(() => processingFeeAmount(0, '2% + GST')).toThrow(/principal/);
    expect(() => processingFeeAmount(1000, { percent: -1 })).toThrow(/percent/);
    expect(() => processingFeeAmount(1000, { flat: Number.NaN })).toThrow(/flat/);
  });
});

describe('roundToPaise', () => {
  it('rounds halves up despite binary floating point', () => {
    expect(roundToPaise(1.005)).toBe(1.01);
    expect(roundToPaise(8884.878867)).toBe(8884.88);
  });
});

describe('properties over the lending range of spec 9 (₹1,000 to ₹10,00,000, 0% to 36%, 1 to 60 months)', () => {
  const loan = fc.record({
    principal: fc.integer({ min: 1000, max: 1_000_000 }),
    annualRatePercent: fc.integer({ min: 0, max: 3600 }).map((bp) => bp / 100),
    months: fc.integer({ min: 1, max: 60 }),
    // At least 0.5%: a ₹1 fee on a large loan moves the APR by less than its 2-decimal rounding.
    feeShare: fc.double({ min: 0.005, max: 0.1, noNaN: true }),
  });

  it('APR equals the rate without fees and exceeds it with a fee of 0.5% or more', () => {
    fc.assert(
      fc.property(loan, ({ principal, annualRatePercent, months, feeShare }) => {
        const base = { principal, annualRatePercent, months };
        expect(repaymentSummary({ ...base, upfrontFees: 0 }).apr).toBeCloseTo(annualRatePercent, 2);
        const fee = Math.ceil(principal * feeShare);
        expect(repaymentSummary({ ...base, upfrontFees: fee }).apr).toBeGreaterThan(annualRatePercent);
      }),
    );
  });

  it('APR is the rate at which the payments are worth what was received, to the 2 decimals shown', () => {
    // The rate by the definition itself: bisection of the present value from 0 to a rate past it.
    const worth = (payment: number, r: number, n: number) =>
      r === 0 ? payment * n : (payment * (1 - (1 + r) ** -n)) / r;
    const byBisection = (net: number, payment: number, n: number) => {
      if (payment * n <= net) return 0;
      let [low, high] = [0, 1];
      while (worth(payment, high, n) > net) high *= 2;
      for (let i = 0; i < 2000 && high - low > 1e-16; i++) {
        const mid = (low + high) / 2;
        if (worth(payment, mid, n) > net) low = mid;
        else high = mid;
      }
      return Math.round(((low + high) / 2) * 1200 * 100) / 100;
    };
    const anyLoan = fc.record({
      principal: fc.integer({ min: 1000, max: 10_000_000 }),
      annualRatePercent: fc.integer({ min: 0, max: 6000 }).map((bp) => bp / 100),
      months: fc.integer({ min: 1, max: MAX_TENURE_MONTHS }),
      feeShare: fc.double({ min: 0, max: 0.6, noNaN: true }),
    });
    fc.assert(
      fc.property(anyLoan, ({ principal, annualRatePercent, months, feeShare }) => {
        const upfrontFees = Math.floor(principal * feeShare);
        const s = repaymentSummary({ principal, annualRatePercent, months, upfrontFees });
        expect(s.apr).toBe(byBisection(principal - upfrontFees, s.emiExact, months));
      }),
      { numRuns: 2000 },
    );
  });

  it('the schedule falls steadily to 0 and its columns add up exactly to the totals', () => {
    fc.assert(
      fc.property(loan, ({ principal, annualRatePercent, months }) => {
        const s = repaymentSummary({
          principal,
          annualRatePercent,
          months,
          upfrontFees: 0,
          includeSchedule: true,
        });
        const rows = s.schedule ?? [];
        const total = (key: 'payment' | 'interest' | 'principal') =>
          roundToPaise(rows.reduce((sum, row) => sum + row[key], 0));
        expect(rows).toHaveLength(months);
        expect(rows.at(-1)?.balance).toBe(0);
        expect(total('principal')).toBe(principal);
        expect(total('interest')).toBe(s.totalInterest);
        expect(total('payment')).toBe(s.totalRepayment);
        let previous = principal;
        for (const row of rows) {
          expect(row.principal).toBeGreaterThanOrEqual(0);
          expect(roundToPaise(previous - row.principal)).toBe(row.balance);
          expect(roundToPaise(row.interest + row.principal)).toBe(row.payment);
          expect(Math.abs(row.payment - s.emiExact)).toBeLessThanOrEqual(0.01);
          previous = row.balance;
        }
      }),
    );
  });
});
