import { describe, expect, it } from 'vitest';
import { kfsPdfFileName } from './offers.ts';

describe('kfsPdfFileName', () => {
  it('names the lender in header-safe ASCII and the day it was made in India', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(kfsPdfFileName('Early Salary', '2026-11-20T20:00:00Z')).toBe('KFS-Early-Salary-2026-11-21.pdf');
    expect(kfsPdfFileName('Bajaj Finserv (P) Ltd.', '2026-11-21T05:00:00Z')).toBe(
      'KFS-Bajaj-Finserv-P-Ltd-2026-11-21.pdf',
    );
  });

  it('keeps a file name when the lender has no Latin letters', () => {
    expect(kfsPdfFileName('"क्रेडिट"', '2026-01-01T00:00:00Z')).toBe('KFS-lender-2026-01-01.pdf');
  });
});
