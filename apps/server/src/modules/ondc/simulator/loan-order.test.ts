import { paiseToRupeeText, percentOfPaise, percentToMilli } from '@cl/contracts';
import { describe, expect, it } from 'vitest';
import { openLoanFile, type LoanFile, type ServicingEvent } from './loan-file.ts';
import { loanOrder, outstandingPaise } from './loan-order.ts';
import { loanQuote } from './loan-quote.ts';
import type { Json, JsonObject } from './message-parts.ts';
import { simulatedLender, simulatedNetwork } from './simulated-network.ts';

const lender = simulatedLender(simulatedNetwork('http://127.0.0.1:3000'), 'kosh');
const base: LoanFile = {
  ...openLoanFile(
    'txn-1',
    {
      applicant: { name: 'Ravi Das', phone: '+91-9000000000', email: 'ravi@example.com' },
      requestedPaise: 200_000_00,
    },
    'KOSH-1',
  ),
  sanctionedAt: '2026-11-26T06:30:00.000Z',
};
const after = (...events: ServicingEvent[]): JsonObject =>
  loanOrder(lender, { ...base, events }, { stage: 'CONFIRMED' });

const list = (value: Json | undefined): JsonObject[] => (Array.isArray(value) ? (value as JsonObject[]) : []);
const state = (order: JsonObject): Json | undefined =>
  JSON.parse(JSON.stringify(order.fulfillments)).at(0)?.state?.descriptor?.code;
const breakup = (order: JsonObject, title: string): Json | undefined =>
  list((order.quote as JsonObject).breakup).find((line) => line.title === title)?.price;
const byLabel = (order: JsonObject, label: string): JsonObject | undefined =>
  list(order.payments).find((payment) => JSON.stringify(payment.time ?? null).includes(`"label":"${label}"`));

describe('the loan order through its life', () => {
  const quote = loanQuote(lender.terms, base.requestedPaise);

  it('is sanctioned with one instalment payment per month, then disbursed', () => {
    const sanctioned = after();
    expect(sanctioned).toMatchObject({ id: 'KOSH-1', status: 'ACTIVE' });
    expect(state(sanctioned)).toBe('SANCTIONED');
    const emis = list(sanctioned.payments).filter((payment) => payment.type === 'POST_FULFILLMENT');
    expect(emis).toHaveLength(lender.terms.tenureMonths);
    expect(JSON.stringify(emis[0]?.time)).toContain('2026-12-01T00:00:00.000Z');
    expect(state(after({ kind: 'disbursed' }))).toBe('DISBURSED');
  });

  it('reports a missed EMI with its late fee, then paid', () => {
    const missed = after({ kind: 'disbursed' }, { kind: 'missed_emi', instalment: 1 });
    expect(breakup(missed, 'LATE_FEE_AMOUNT')).toEqual({
      currency: 'INR',
      value: paiseToRupeeText(lender.terms.lateFeePaise),
    });
    expect(byLabel(missed, 'MISSED_EMI_PAYMENT')).toMatchObject({
      status: 'NOT-PAID',
      params: { amount: paiseToRupeeText(quote.instalmentPaise + lender.terms.lateFeePaise) },
    });
    const paid = after(
      { kind: 'disbursed' },
      { kind: 'missed_emi', instalment: 1 },
      { kind: 'missed_emi_paid', instalment: 1 },
    );
    expect(byLabel(paid, 'MISSED_EMI_PAYMENT')?.status).toBe('PAID');
  });

  it('closes on foreclosure: outstanding principal after part-prepayment, plus the foreclosure fee', () => {
    const events: ServicingEvent[] = [
      { kind: 'disbursed' },
      { kind: 'instalment_paid', instalment: 1 },
      { kind: 'pre_part_payment', amountPaise: 10_000_00 },
    ];
    const outstanding = outstandingPaise({ ...base, events }, quote);
    expect(outstanding).toBe((quote.balancesPaise[0] ?? 0) - 10_000_00);
    const closed = after(...events, { kind: 'foreclosure' });
    const fee = percentOfPaise(outstanding, percentToMilli(lender.terms.foreclosureFeePercent));
    expect(closed.status).toBe('COMPLETE');
    expect(state(closed)).toBe('COMPLETED');
    expect(breakup(closed, 'OUTSTANDING_PRINCIPAL')).toEqual({
      currency: 'INR',
      value: paiseToRupeeText(outstanding),
    });
    expect(breakup(closed, 'FORCLOSUER_CHARGES')).toEqual({ currency: 'INR', value: paiseToRupeeText(fee) });
    expect(byLabel(closed, 'FORECLOSURE')?.params).toEqual({
      amount: paiseToRupeeText(outstanding + fee),
      currency: 'INR',
    });
    expect(byLabel(closed, 'PRE_PART_PAYMENT')?.status).toBe('PAID');
  });

  it('has no instalments before confirm', () => {
    expect(() => loanOrder(lender, { ...base, sanctionedAt: undefined }, { stage: 'CONFIRMED' })).toThrow(
      /not yet confirmed/,
    );
    expect(
      loanOrder(lender, { ...base, sanctionedAt: undefined }, { stage: 'INITIATED' }).id,
    ).toBeUndefined();
  });
});
