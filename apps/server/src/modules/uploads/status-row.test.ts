import { describe, expect, it } from 'vitest';
import { planStatusRow, statusRow, type CurrentApplication } from './status-row.ts';

const id = '0f9a2c1e-4b5d-4c6e-8f70-123456789abc';
const current: CurrentApplication = {
  status: 'submitted',
  lenderReference: null,
  reason: null,
  disbursedAmount: null,
  disbursedOn: null,
};

describe('status file rows', () => {
  it('parses a disbursed row with an Indian date', () => {
    const row = statusRow.parse({
      application_id: id,
      status: 'Disbursed',
      disbursed_amount: '150000',
      disbursed_date: '05/11/2026',
      lender_reference: 'LN-1',
    });
    expect(row).toMatchObject({
      status: 'disbursed',
      disbursed_amount: 150000,
      disbursed_date: '2026-11-05',
    });
  });

  it('takes the day of a date cell that carries a time', () => {
    expect(
      statusRow.parse({
        application_id: id,
        status: 'disbursed',
        disbursed_amount: '1',
        disbursed_date: '2026-11-05 00:00:00',
      }).disbursed_date,
    ).toBe('2026-11-05');
  });

  it.each([
    [{ application_id: 'x', status: 'approved' }, 'application_id must be an application id'],
    [{ application_id: id, status: 'paid' }, 'status must be one of'],
    [
      { application_id: id, status: 'disbursed', disbursed_amount: '100' },
      'needs disbursed_amount and disbursed_date',
    ],
    [
      { application_id: id, status: 'disbursed', disbursed_amount: '-5', disbursed_date: '2026-01-01' },
      'disbursed_amount must be above 0',
    ],
    [
      { application_id: id, status: 'disbursed', disbursed_amount: '5', disbursed_date: '2099-01-01' },
      'cannot be in the future',
    ],
    [{ application_id: id, status: 'rejected' }, "needs the lender's reason"],
  ])('refuses %o', (input, message) => {
    const result = statusRow.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).join(' ')).toContain(message);
  });

  it('plans changes, and the same row twice changes nothing', () => {
    const row = statusRow.parse({ application_id: id, status: 'approved', lender_reference: 'LN-9' });
    const plan = planStatusRow(current, row);
    expect(plan).toEqual({
      kind: 'update',
      statusChanged: true,
      set: { status: 'approved', lenderReference: 'LN-9' },
    });
    expect(planStatusRow({ ...current, status: 'approved', lenderReference: 'LN-9' }, row)).toEqual({
      kind: 'unchanged',
    });
  });

  it('refuses going back and changing a final status', () => {
    expect(
      planStatusRow(
        { ...current, status: 'approved' },
        statusRow.parse({ application_id: id, status: 'submitted' }),
      ).kind,
    ).toBe('error');
    expect(
      planStatusRow(
        { ...current, status: 'rejected', reason: 'x' },
        statusRow.parse({ application_id: id, status: 'approved' }),
      ),
    ).toEqual({
      kind: 'error',
      message: 'The application is already rejected',
    });
  });
});
