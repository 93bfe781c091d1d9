import { describe, expect, it } from 'vitest';
import { formatNumber, isBuiltInDateFormat, isDateFormatCode, serialToText } from './cell-values.ts';
import { normaliseHeader } from './rows.ts';
import { columnName } from './upload-errors.ts';

describe('cell values', () => {
  it('tells date formats from number formats', () => {
    for (const code of [
      'dd/mm/yyyy',
      'd-mmm-yy',
      'yyyy-mm-dd hh:mm',
      '[h]:mm:ss',
      '[$-4009]dd mmmm yyyy',
      'h:mm AM/PM',
    ])
      expect(isDateFormatCode(code), code).toBe(true);
    for (const code of [
      'General',
      '0.00',
      '#,##0',
      '"Rs." #,##0.00',
      '[$₹-4009] #,##,##0',
      '0.00E+00',
      '_-* #,##0_-',
      '@',
    ])
      expect(isDateFormatCode(code), code).toBe(false);
    expect(isBuiltInDateFormat(14)).toBe(true);
    expect(isBuiltInDateFormat(22)).toBe(true);
    expect(isBuiltInDateFormat(4)).toBe(false);
  });

  it('turns serials into ISO dates in both date systems, with times when present', () => {
    expect(serialToText(45672, false)).toBe('2025-01-15');
    expect(serialToText(1, false)).toBe('1900-01-01');
    expect(serialToText(61, false)).toBe('1900-03-01');
    expect(serialToText(45672.6041666667, false)).toBe('2025-01-15 14:30:00');
    expect(serialToText(0.5, false)).toBe('12:00:00');
    expect(serialToText(44210, true)).toBe('2025-01-15');
    expect(serialToText(45672.99999999, false)).toBe('2025-01-16');
    expect(serialToText(-1, false)).toBe('-1');
  });

  it('shows numbers to 15 significant digits, as Excel does', () => {
    expect(formatNumber(1234.0999999999999)).toBe('1234.1');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(9876543210)).toBe('9876543210');
    expect(formatNumber(150000)).toBe('150000');
  });

  it('normalises headers and names columns as Excel does', () => {
    expect(normaliseHeader('  Application ID ')).toBe('application_id');
    expect(normaliseHeader('Disbursed - Date')).toBe('disbursed_date');
    expect(normaliseHeader('Lender\u00a0Reference')).toBe('lender_reference');
    expect(normaliseHeader('नाम')).toBe('नाम');
    expect([0, 25, 26, 99, 16_383].map(columnName)).toEqual(['A', 'Z', 'AA', 'CV', 'XFD']);
  });
});
