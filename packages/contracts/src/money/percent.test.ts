import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatRate, mulDivRound, percentOfPaise, percentToMilli } from './percent.ts';
import { rupeesToPaise } from './paise.ts';

describe('percentToMilli', () => {
  it('reads a percent in thousandths, exactly', () => {
    expect(percentToMilli('2.5')).toBe(2500);
    expect(percentToMilli('0.001')).toBe(1);
    expect(percentToMilli('100.000')).toBe(100_000);
    expect(percentToMilli(2.5)).toBe(2500);
    expect(percentToMilli(0.0015)).toBe(2);
    expect(() => percentToMilli('-1')).toThrow(RangeError);
    expect(() => percentToMilli('2,5')).toThrow(RangeError);
    expect(() => percentToMilli('')).toThrow(RangeError);
  });
});

describe('formatRate', () => {
  it('shows the percent as entered and the flat fee to the paisa', () => {
    expect(formatRate(2500, 50_00)).toBe('2.5% + ₹50.00');
    expect(formatRate(1125, 0)).toBe('1.125% + ₹0.00');
  });
});

describe('percentOfPaise: a share of an amount, to the paisa, halves away from zero', () => {
  it('rounds once, at the paisa', () => {
    // 1.125% of ₹333.33 = 374.99625 paise -> 375; 0.5% of 1 paisa = 0.005 -> 0; 50% of 1 paisa -> 1
    expect(percentOfPaise(333_33, 1125)).toBe(375);
    expect(percentOfPaise(1, 500)).toBe(0);
    expect(percentOfPaise(1, 50_000)).toBe(1);
    expect(percentOfPaise(-1, 50_000)).toBe(-1);
    expect(mulDivRound(-3, 1, 2)).toBe(-2);
    expect(mulDivRound(3, 1, 2)).toBe(2);
  });

  it('stays exact where a double product would not', () => {
    // ₹99,99,99,99,999.99 at 99.999%: the product is beyond 2^53
    expect(percentOfPaise(9_999_999_999_999, 99_999)).toBe(9_999_899_999_999);
  });

  it('agrees with rounding the exact rational by hand', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -9_999_999_999_999, max: 9_999_999_999_999 }),
        fc.integer({ min: 0, max: 100_000 }),
        (paise, milli) => {
          const product = BigInt(paise) * BigInt(milli);
          const abs = product < 0n ? -product : product;
          const quotient = abs / 100_000n;
          const rounded = abs % 100_000n >= 50_000n ? quotient + 1n : quotient;
          expect(percentOfPaise(paise, milli)).toBe(Number(product < 0n ? -rounded : rounded));
        },
      ),
    );
  });
});

describe('numeric(14,2) text as paise', () => {
  it('reads every stored amount exactly, to the last paisa', () => {
    expect(rupeesToPaise('999999999999.99')).toBe(99_999_999_999_999);
    expect(rupeesToPaise('-999999999999.99')).toBe(-99_999_999_999_999);
    expect(rupeesToPaise('1234.5')).toBe(123_450);
    expect(rupeesToPaise('0.07')).toBe(7);
    expect(rupeesToPaise('0.00')).toBe(0);
    expect(() => rupeesToPaise('12,00')).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999_999, max: 99_999_999_999_999 }), (paise) => {
        const abs = Math.abs(paise);
        const text = `${paise < 0 ? '-' : ''}${String(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
        expect(rupeesToPaise(text)).toBe(paise);
      }),
    );
  });
});
