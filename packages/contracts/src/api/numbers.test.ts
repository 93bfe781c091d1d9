import { describe, expect, it } from 'vitest';
import { decimalField, idField, idText, INT2_MAX, intField, intText } from './numbers.ts';

// Issue 12 finding 3: "0x1" erased customer 1 and `true` deleted lenders; these are the values
// that must now be refused at the boundary.

describe('idText (path and query ids)', () => {
  it.each(['1', '42', '2147483647'])('accepts %s', (text) => {
    expect(idText.parse(text)).toBe(Number(text));
  });

  it.each([
    '0x10',
    '0x1',
    '1e3',
    '-1',
    '01',
    ' 1',
    '1 ',
    '+1',
    '1.5',
    '5.0',
    '0',
    '',
    'true',
    'NaN',
    'Infinity',
    '2147483648',
    '9007199254740992',
    '99999999999999999999',
    '١',
  ])('refuses %j', (text) => {
    expect(idText.safeParse(text).success).toBe(false);
  });

  it.each([true, 5, [5], ['5'], null, {}])('refuses the non-text %j', (value) => {
    expect(idText.safeParse(value).success).toBe(false);
  });
});

describe('intText with a range', () => {
  it('allows 0 where the range does, never "00" or "-0"', () => {
    const page = intText(0, 10);
    expect(page.parse('0')).toBe(0);
    expect(page.safeParse('00').success).toBe(false);
    expect(page.safeParse('-0').success).toBe(false);
    expect(page.safeParse('11').success).toBe(false);
  });
});

describe('idField and intField (JSON body integers)', () => {
  it('accepts a safe integer in the column range', () => {
    expect(idField.parse(7)).toBe(7);
    expect(intField(-5, 5).parse(-5)).toBe(-5);
  });

  it.each([true, '5', [5], '0x10', '1e3', 1.5, 0, -1, 2 ** 31, 2 ** 53, 1e308, Number.NaN, null, {}])(
    'idField refuses %j',
    (value) => {
      expect(idField.safeParse(value).success).toBe(false);
    },
  );

  it('a smallint column refuses 32768', () => {
    expect(intField(1, INT2_MAX).safeParse(32_768).success).toBe(false);
    expect(intField(1, INT2_MAX).parse(32_767)).toBe(32_767);
  });
});

describe('decimalField (numeric(p,s) columns)', () => {
  it('keeps values below 10^(p-s) and refuses the rest', () => {
    const money = decimalField(14, 2);
    expect(money.parse(999_999_999_999.99)).toBe(999_999_999_999.99);
    for (const bad of [1e12, 1e308, -1e12, Number.POSITIVE_INFINITY, Number.NaN, '5', true]) {
      expect(money.safeParse(bad).success).toBe(false);
    }
  });
});
