import { describe, expect, it } from 'vitest';
import {
  exportFileName,
  productName,
  reportDate,
  reportRupees,
  reportTime,
  statusName,
} from './report-cells.ts';

describe('report cells', () => {
  it('name products and statuses, leaving unknown codes as they are', () => {
    expect(productName('two_wheeler')).toBe('Two-wheeler loan');
    expect(productName('toString')).toBe('toString');
    expect(statusName('in_review')).toBe('In review');
    expect(statusName('paid')).toBe('paid');
  });

  it('format times, days and rupees, keeping empty cells empty', () => {
    expect(reportTime(new Date('2026-11-23T20:23:00Z'))).toBe('24 Nov 2026, 1:53 am IST');
    expect(reportTime(null)).toBeNull();
    expect(reportDate('2026-11-24')).toBe('24 Nov 2026');
    expect(reportDate(null)).toBeNull();
    expect(reportRupees('4125.50')).toBe('₹4,125.50');
    expect(reportRupees(0)).toBe('₹0');
    expect(reportRupees(null)).toBeNull();
  });

  it('date a file by the Indian day it was made', () => {
    expect(exportFileName('dedupe-log', new Date('2026-11-23T18:30:00Z'))).toBe('dedupe-log-2026-11-24');
    expect(exportFileName('dedupe-log', new Date('2026-11-23T18:29:59Z'))).toBe('dedupe-log-2026-11-23');
  });
});
