import { describe, expect, it } from 'vitest';
import { MAX_TENURE_MONTHS } from '@cl/contracts';
import {
  exampleTenure,
  exampleTenureCap,
  kfsVersionOf,
  maxTenureMonths,
  parseRateRange,
} from './lender-terms.ts';

describe('lender terms', () => {
  it('reads rate ranges', () => {
    expect(parseRateRange('18% To 28%')).toEqual({ min: 18, max: 28 });
    expect(parseRateRange('9.5% p.a.')).toEqual({ min: 9.5, max: 9.5 });
    expect(parseRateRange('NA')).toBeNull();
    expect(parseRateRange(null)).toBeNull();
  });
  it('reads tenures', () => {
    expect(maxTenureMonths('3 to 24 months')).toBe(24);
    expect(maxTenureMonths('1 - 5 years')).toBe(60);
    expect(maxTenureMonths('5 to 20 years')).toBe(240);
  });
  it('caps the example at 60 months for personal-family and business loans (spec 9)', () => {
    for (const product of ['personal', 'student', 'two_wheeler', 'car', 'business']) {
      expect(exampleTenureCap(product)).toBe(60);
      expect(exampleTenure('12 to 84 months', [product])).toBe(60);
    }
    expect(exampleTenure('3 to 24 months', ['personal'])).toBe(24);
    expect(exampleTenure(null, ['personal'])).toBe(12);
  });
  it("uses a home lender's own longest tenure, up to the calculator's maximum", () => {
    expect(exampleTenure('60 to 240 months', ['home'])).toBe(240);
    expect(exampleTenure('60 to 300 months', ['home'])).toBe(300);
    expect(exampleTenure('5 to 20 years', ['home'])).toBe(240);
    expect(exampleTenure('up to 40 years', ['home'])).toBe(MAX_TENURE_MONTHS);
  });
  it("uses a gold lender's own (short) tenure", () => {
    expect(exampleTenure('2 to 6 months', ['gold'])).toBe(6);
    expect(exampleTenure('3 to 24 months', ['gold'])).toBe(24);
  });
  it('takes the longest cap of the products shown for (a lender on its own page)', () => {
    expect(exampleTenure('12 to 84 months', ['personal', 'home'])).toBe(84);
    expect(exampleTenure('12 to 84 months', [])).toBe(60);
  });
  it('changes the KFS version when a term changes', () => {
    const terms = {
      slug: 'x',
      interestRate: '18%',
      aprMin: '20.00',
      aprMax: '30.00',
      processingFees: '2%',
      penalCharges: '2% pm',
      coolingOffDays: 3,
      tenure: '12 months',
    };
    expect(kfsVersionOf(terms)).toBe(kfsVersionOf({ ...terms }));
    expect(kfsVersionOf(terms)).not.toBe(kfsVersionOf({ ...terms, penalCharges: '3% pm' }));
  });
});
