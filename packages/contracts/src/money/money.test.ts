import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatIndianNumber,
  formatPaise,
  formatRupeeAmount,
  formatWholeRupees,
  groupIndian,
} from './format-money.ts';
import { paiseToRupees, paiseToRupeeText, rupeesToPaise, sumPaise } from './paise.ts';

const intl = (digits: 0 | 2) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
const wholeIntl = intl(0);
const paiseIntl = intl(2);
const paise = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

describe('formatPaise', () => {
  it('groups the Indian way', () => {
    expect(formatPaise(20_000_000)).toBe('₹2,00,000');
    expect(formatPaise(12_345_678_00)).toBe('₹1,23,45,678');
    expect(formatPaise(250_050)).toBe('₹2,500.50');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(0)).toBe('₹0');
    expect(formatPaise(-50_000)).toBe('-₹500');
    expect(groupIndian('999')).toBe('999');
    expect(groupIndian('1000')).toBe('1,000');
  });

  it('agrees with en-IN currency formatting for any whole number of paise', () => {
    fc.assert(
      fc.property(paise, (amount) => {
        // Intl works in doubles: compare where rupees.paise is exactly representable in text.
        fc.pre(Math.abs(amount) < 2 ** 50);
        const expected = amount % 100 === 0 ? wholeIntl.format(amount / 100) : paiseIntl.format(amount / 100);
        expect(formatPaise(amount)).toBe(expected);
      }),
    );
  });

  it('refuses fractions of a paisa and unsafe numbers', () => {
    expect(() => formatPaise(1.5)).toThrow(RangeError);
    expect(() => formatPaise(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });
});

describe('rupees and paise', () => {
  it('convert numeric text and numbers to whole paise', () => {
    expect(rupeesToPaise('2500.50')).toBe(250_050);
    expect(rupeesToPaise(200_000)).toBe(20_000_000);
    expect(rupeesToPaise(1.005)).toBe(101);
    expect(rupeesToPaise(-0.004)).toBe(0);
    expect(rupeesToPaise('-12.345')).toBe(-1235);
    expect(() => rupeesToPaise('')).toThrow(RangeError);
    expect(() => rupeesToPaise('ten')).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    // Text is plain decimal digits only: no exponents, hex or grouping slip through as amounts.
    expect(() => rupeesToPaise('1e3')).toThrow(RangeError);
    expect(() => rupeesToPaise('0x10')).toThrow(RangeError);
    expect(() => rupeesToPaise('.')).toThrow(RangeError);
    expect(rupeesToPaise(' 12.5 ')).toBe(1250);
    expect(rupeesToPaise('-0.004')).toBe(0);
  });

  it('round-trip any paise through rupees', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), (amount) => {
        expect(rupeesToPaise(paiseToRupees(amount))).toBe(amount);
        expect(rupeesToPaise(paiseToRupees(amount).toFixed(2))).toBe(amount);
      }),
    );
  });

  it('write paise as plain rupee text, read back exactly', () => {
    expect([400_000_00, 4_523_50, 5, -150].map(paiseToRupeeText)).toEqual([
      '400000',
      '4523.50',
      '0.05',
      '-1.50',
    ]);
    expect(() => paiseToRupeeText(1.5)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), (amount) => {
        expect(rupeesToPaise(paiseToRupeeText(amount))).toBe(amount);
      }),
    );
  });

  it('sum exactly', () => {
    expect(sumPaise([10, 20, 30])).toBe(60);
    expect(sumPaise([])).toBe(0);
  });
});

describe('formatIndianNumber', () => {
  it('groups counts and rates the Indian way, to 2 decimals', () => {
    expect(formatIndianNumber(1_234_567)).toBe('12,34,567');
    expect(formatIndianNumber(10.456)).toBe('10.46');
    expect(formatIndianNumber(0)).toBe('0');
  });

  it('writes every number as en-IN Intl.NumberFormat does (issue 16: without starting ICU)', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    for (const value of [0.005, 1.005, 2.675, -0.001, -0, 99_999.995, 1e20, 1e21, -1e22, Infinity, NaN])
      expect(formatIndianNumber(value), String(value)).toBe(intl.format(value));
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15 }), (value) => {
        expect(formatIndianNumber(value)).toBe(intl.format(value));
      }),
      { numRuns: 5_000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 9), max: 10 ** 9 }), (cents) => {
        expect(formatIndianNumber(cents / 1000)).toBe(intl.format(cents / 1000));
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('rupee amounts as screens show them', () => {
  it('round to the nearest rupee as en-IN does', () => {
    expect(formatWholeRupees(20_115.565)).toBe('₹20,116');
    expect(formatWholeRupees('200000.00')).toBe('₹2,00,000');
    expect(formatWholeRupees(-0.5)).toBe('-₹1');
    expect(formatWholeRupees(0.4)).toBe('₹0');
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), (amount) => {
        const rupees = amount / 100;
        // Intl prints '-₹0' for -0.4; nothing owed is '₹0' whichever side it came from.
        expect(formatWholeRupees(rupees)).toBe(wholeIntl.format(rupees).replace('-₹0', '₹0'));
      }),
    );
  });

  it('keep the paise of a stored amount', () => {
    expect(formatRupeeAmount('4125.50')).toBe('₹4,125.50');
    expect(formatRupeeAmount(4125)).toBe('₹4,125');
  });
});
