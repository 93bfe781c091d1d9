import { describe, expect, it } from 'vitest';
import { lenderFinder, parseCommissionEntry, paymentKey, planCommissionChunk } from './commission-row.ts';

const findLender = lenderFinder([{ id: 7, slug: 'cashe', name: 'CASHe' }]);
const entries = (rows: Record<string, string>[]) =>
  rows.map((values, i) => parseCommissionEntry({ rowNumber: i + 2, values }, findLender));
const row = (amount_paid: string, reference = 'UTR-1') => ({
  lender: 'CASHe',
  month: '2026-10',
  amount_paid,
  reference,
});

describe('a chunk of commission rows', () => {
  it('creates, then updates, then leaves alone the same payment within one chunk', () => {
    const plan = planCommissionChunk(entries([row('100'), row('150'), row('150.00')]), new Map());
    expect(plan).toMatchObject({ created: 1, updated: 1, errors: [] });
    expect(plan.changedIds).toEqual(['cashe/2026-10/UTR-1', 'cashe/2026-10/UTR-1']);
    expect(plan.writes).toEqual([{ lenderId: 7, month: '2026-10', reference: 'UTR-1', amount: '150.00' }]);
  });

  it('compares with stored amounts and lists bad rows in file order', () => {
    const stored = new Map([[paymentKey({ lenderId: 7, month: '2026-10', reference: 'UTR-1' }), '100.00']]);
    const plan = planCommissionChunk(
      entries([
        row('100'),
        { ...row('5'), lender: 'nobody' },
        { ...row('5'), month: '2026-13' },
        row('20', 'UTR-2'),
      ]),
      stored,
    );
    expect(plan).toMatchObject({ created: 1, updated: 0, changedIds: ['cashe/2026-10/UTR-2'] });
    expect(plan.errors).toEqual([
      { row: 3, applicationId: null, message: 'No lender called nobody' },
      { row: 4, applicationId: null, message: 'month must be YYYY-MM' },
    ]);
  });
});
