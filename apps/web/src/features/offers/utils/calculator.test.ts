import { describe, expect, it } from 'vitest';
import { calculate, readField } from './calculator';

describe('EMI/APR calculator maths (issue 4)', () => {
  it('matches a hand-computed reducing-balance EMI with no fee: APR equals the rate', () => {
    // ₹1,00,000 at 12% for 12 months: r = 0.01, EMI = 100000·0.01·1.01^12 / (1.01^12 − 1) = 8884.88
    const result = calculate({ amount: '100000', rate: '12', months: '12', feePercent: '0' });
    expect(result?.emi).toBe(8885);
    expect(result?.emiExact).toBeCloseTo(8884.88, 2);
    expect(result?.totalInterest).toBeCloseTo(6618.55, 2);
    expect(result?.totalRepayment).toBeCloseTo(106618.55, 2);
    expect(result?.fee).toBe(0);
    expect(result?.netDisbursed).toBe(100000);
    expect(result?.apr).toBe(12);
  });

  it('adds the processing fee with 18% GST and shows the APR above the rate', () => {
    // fee 2% of ₹2,00,000 = ₹4,000 + 18% GST = ₹4,720 deducted up front
    const result = calculate({ amount: '2,00,000', rate: '15', months: '24', feePercent: '2' });
    expect(result?.fee).toBe(4720);
    expect(result?.netDisbursed).toBe(195280);
    // EMI on the full principal: 200000·0.0125·1.0125^24 / (1.0125^24 − 1) = 9697.33
    expect(result?.emi).toBe(9697);
    // 24 × 9697.33 repaid for 1,95,280 received: the monthly IRR solving
    // 9697.33 · (1 − (1 + i)^−24) / i = 195280 is i ≈ 1.4542%, so APR = 12 i ≈ 17.45% (vs 15%)
    expect(result?.apr).toBe(17.45);
  });

  it('gives no result while a value is missing, malformed or out of range', () => {
    const base = { amount: '100000', rate: '12', months: '12', feePercent: '1' };
    expect(calculate({ ...base, amount: '' })).toBeNull();
    expect(calculate({ ...base, rate: '12abc' })).toBeNull();
    expect(calculate({ ...base, months: '0' })).toBeNull();
    expect(calculate({ ...base, months: '12.5' })).toBeNull();
    expect(calculate({ ...base, feePercent: '11' })).toBeNull();
  });

  it('accepts the limits themselves and rejects one step beyond', () => {
    expect(readField('amount', '1000')).toBe(1000);
    expect(readField('amount', '999')).toBeNull();
    expect(readField('months', '360')).toBe(360);
    expect(readField('months', '361')).toBeNull();
    expect(readField('rate', '0')).toBe(0);
    expect(calculate({ amount: '12000', rate: '0', months: '12', feePercent: '0' })?.emi).toBe(1000);
  });
});
