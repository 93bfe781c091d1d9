import { describe, expect, it } from 'vitest';
import { exampleTenure, kfsVersionOf, maxTenureMonths, parseRateRange } from './lender-terms.ts';

describe('lender terms', () => {
  it('reads rate ranges', () => {
    expect(parseRateRange('18% To 28%')).toEqual({ min: 18, max: 28 });
    expect(parseRateRange('9.5% p.a.')).toEqual({ min: 9.5, max: 9.5 });
    expect(parseRateRange('NA')).toBeNull();
    expect(parseRateRange(null)).toBeNull();
  });
  it('reads tenures and caps the example at 60 months', () => {
    expect(maxTenureMonths('3 to 24 months')).toBe(24);
    expect(maxTenureMonths('1 - 5 years')).toBe(60);
    expect(exampleTenure('12 to 84 months')).toBe(60);
    expect(exampleTenure(null)).toBe(12);
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
