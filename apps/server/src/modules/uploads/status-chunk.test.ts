import { describe, expect, it } from 'vitest';
import {
  applicationIdsOf,
  parseStatusEntry,
  planStatusChunk,
  type LockedApplication,
} from './status-chunk.ts';

const A = '0f9a2c1e-4b5d-4c6e-8f70-123456789abc';
const B = '1f9a2c1e-4b5d-4c6e-8f70-123456789abc';
const stored = (id: number, publicId: string): LockedApplication => ({
  id,
  publicId,
  status: 'submitted',
  lenderReference: null,
  reason: null,
  disbursedAmount: null,
  disbursedOn: null,
});
const locked = new Map([
  [A, stored(1, A)],
  [B, stored(2, B)],
]);
const entries = (rows: Record<string, string>[]) =>
  rows.map((values, i) => parseStatusEntry({ rowNumber: i + 2, values }, 'status_file'));

describe('a chunk of status rows', () => {
  it('plans a second row for the same application against what the first changed', () => {
    const plan = planStatusChunk(
      entries([
        { application_id: A, status: 'in_review', lender_reference: 'LN-1' },
        { application_id: A, status: 'approved', lender_reference: 'LN-2' },
        { application_id: A, status: 'approved', lender_reference: 'LN-2' },
        { application_id: A, status: 'in_review' },
      ]),
      locked,
      'status_file',
    );
    expect(plan).toMatchObject({ created: 0, updated: 2, changedIds: [A, A] });
    expect(plan.errors).toEqual([
      { row: 5, applicationId: A, message: 'An application cannot go back from approved to in_review' },
    ]);
    expect(plan.updates).toEqual([{ ...stored(1, A), status: 'approved', lenderReference: 'LN-2' }]);
    expect(plan.events).toEqual([
      {
        applicationId: 1,
        status: 'in_review',
        source: 'status_file',
        note: { code: 'lender_reference', values: { reference: 'LN-1' }, text: 'LN-1' },
      },
      {
        applicationId: 1,
        status: 'approved',
        source: 'status_file',
        note: { code: 'lender_reference', values: { reference: 'LN-2' }, text: 'LN-2' },
      },
    ]);
  });

  it('lists bad rows in file order among the good ones, which still apply', () => {
    const plan = planStatusChunk(
      entries([
        { application_id: A, status: 'in_review' },
        { application_id: A, status: 'paid' },
        { application_id: '11111111-1111-4111-8111-111111111111', status: 'approved' },
        { application_id: B, status: 'rejected', reason: 'Low score' },
        { application_id: B, status: 'rejected', reason: 'Income not verified' },
      ]),
      locked,
      'status_file',
    );
    expect(plan.errors.map((e) => [e.row, e.message])).toEqual([
      [3, expect.stringContaining('status must be one of')],
      [4, 'No application with this id'],
    ]);
    expect(plan.updates.map((u) => [u.id, u.status, u.reason])).toEqual([
      [1, 'in_review', null],
      [2, 'rejected', 'Income not verified'],
    ]);
    expect(plan.events.map((e) => e.note)).toEqual([
      { code: null, values: null, text: null },
      { code: null, values: null, text: 'Low score' },
      { code: 'details_updated', values: { fields: ['reason'] }, text: 'Details updated: reason' },
    ]);
  });

  it('matches ids whatever their case, answers them as stored, and reads an MIS row as a disbursal', () => {
    const entry = parseStatusEntry(
      {
        rowNumber: 2,
        values: { application_id: A.toUpperCase(), disbursed_amount: '5000', disbursed_date: '2026-01-02' },
      },
      'mis_file',
    );
    expect(applicationIdsOf([entry])).toEqual([A]);
    const plan = planStatusChunk([entry], locked, 'mis_file');
    // The answer names the application by its id as stored.
    expect(plan).toMatchObject({ created: 1, updated: 0, changedIds: [A], errors: [] });
    expect(plan.events).toEqual([
      {
        applicationId: 1,
        status: 'disbursed',
        source: 'mis_file',
        note: {
          code: 'disbursed',
          values: { amount: 5000, date: '2026-01-02' },
          text: '₹5,000 on 2 Jan 2026',
        },
      },
    ]);
  });
});
