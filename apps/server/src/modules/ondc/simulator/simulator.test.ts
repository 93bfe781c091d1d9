import { describe, expect, it } from 'vitest';
import {
  exampleMessages,
  missingAttributes,
  validateMessage,
  type OndcAction,
} from '../../../../test/support/ondc-conformance.ts';
import { openLoanFile, type LoanFile } from './loan-file.ts';
import { loanQuote } from './loan-quote.ts';
import type { Json, OndcMessage } from './message-parts.ts';
import type { Delivery, LenderAnswer } from './scenarios.ts';
import { answerRequest, lenderEvents } from './simulated-lender.ts';
import { simulatedNetwork, type SimulatedLender } from './simulated-network.ts';
import { buyerRequest } from './buyer-request.ts';

// Every message the simulated lenders build conforms to FIS12 (build.yaml and the mandatory
// attributes), for every lender and every step of a loan's life (ADR 032).

const NOW = new Date('2026-11-26T06:30:00.000Z');
const network = simulatedNetwork('http://127.0.0.1:3000');

/** The spec's own example request for `file`, addressed to `lender` (so the simulator answers the spec). */
function specRequest(file: string, lender: SimulatedLender): unknown {
  const found = exampleMessages().find((message) => message.file === file);
  if (!found) throw new Error(`no example ${file}`);
  const body = structuredClone(found.body) as { context: Record<string, unknown> };
  if (body.context.action !== 'search') {
    body.context.bpp_id = lender.subscriberId;
    body.context.bpp_uri = lender.subscriberUri;
  }
  return body;
}

function delivered(answer: LenderAnswer): OndcMessage[] {
  expect(answer.ack).toBe('ACK');
  return answer.deliveries.map((delivery: Delivery) => delivery.body);
}

function expectConforms(message: OndcMessage): void {
  const action = message.context.action as OndcAction;
  const body = JSON.parse(JSON.stringify(message)) as Json;
  expect({ action, errors: validateMessage(action, body) }).toEqual({ action, errors: [] });
  expect({ action, missing: missingAttributes(action, body) }).toEqual({ action, missing: [] });
}

interface TagGroupShape {
  descriptor: { code: string };
  list: { descriptor: { code: string }; value: string }[];
}

/** Every tag group anywhere in the message (items, provider, payments), found by shape. */
function tagGroups(value: unknown): TagGroupShape[] {
  if (Array.isArray(value)) return value.flatMap(tagGroups);
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own =
    Array.isArray(record.list) && typeof record.descriptor === 'object'
      ? [record as unknown as TagGroupShape]
      : [];
  return [...own, ...Object.values(record).flatMap(tagGroups)];
}

function tagValue(message: OndcMessage, group: string, code: string): string | undefined {
  const found = tagGroups(message.message).find((candidate) => candidate.descriptor.code === group);
  return found?.list.find((entry) => entry.descriptor.code === code)?.value;
}

function applicantFile(lender: SimulatedLender): LoanFile {
  const transactionId = (
    specRequest('search/search-request.yaml', lender) as { context: { transaction_id: string } }
  ).context.transaction_id;
  return openLoanFile(
    transactionId,
    {
      applicant: { name: 'Asha Verma', phone: '+91-9876543210', email: 'asha@example.com' },
      requestedPaise: 300_000_00,
    },
    `${lender.key.toUpperCase()}-ORDER-1`,
  );
}

describe.each(network.lenders.map((lender) => [lender.name, lender] as const))('%s', (_name, lender) => {
  it('answers every step of a loan with messages that conform to FIS12', () => {
    const onSearch = answerRequest(lender, specRequest('search/search-request.yaml', lender), undefined, NOW);
    const [catalogue] = delivered(onSearch.answer);
    if (!catalogue) throw new Error('no on_search');
    expectConforms(catalogue);
    expect(catalogue.context.bpp_id).toBe(lender.subscriberId);

    let file: LoanFile | undefined = applicantFile(lender);
    const steps: [string, OndcAction][] = [
      ['select/select-request-set-loan-amount.yaml', 'on_select'],
      ['init/init-request-kyc-approved.yaml', 'on_init'],
      ['confirm/confirm-request.yaml', 'on_confirm'],
      ['status/status-request.yaml', 'on_status'],
    ];
    for (const [request, action] of steps) {
      const turn = answerRequest(lender, specRequest(request, lender), file, NOW);
      file = turn.file;
      const [callback] = delivered(turn.answer);
      expect(callback?.context.action).toBe(action);
      if (callback) expectConforms(callback);
    }
    if (!file) throw new Error('no loan file');
    const last = buyerRequest.parse(specRequest('status/status-request.yaml', lender));
    const events = lenderEvents(
      lender,
      last,
      file,
      [
        { event: { kind: 'disbursed' }, messageId: '3f0c2a51-8d7e-4b6a-9c1d-2e5f7a9b0c11' },
        {
          event: { kind: 'instalment_paid', instalment: 1 },
          messageId: '3f0c2a51-8d7e-4b6a-9c1d-2e5f7a9b0c12',
        },
        { event: { kind: 'missed_emi', instalment: 2 }, messageId: '3f0c2a51-8d7e-4b6a-9c1d-2e5f7a9b0c13' },
      ],
      NOW,
    );
    delivered(events.answer).forEach(expectConforms);
    file = events.file;
    for (const request of [
      'update/update-request-late-payment.yaml',
      'update/update-request-pre-part.yaml',
      'update/update-request-foreclosuer.yaml',
    ]) {
      const turn = answerRequest(lender, specRequest(request, lender), file, NOW);
      file = turn.file;
      delivered(turn.answer).forEach(expectConforms);
    }
    expect(file?.events.map((event) => event.kind)).toEqual([
      'disbursed',
      'instalment_paid',
      'missed_emi',
      'missed_emi_paid',
      'pre_part_payment',
      'foreclosure',
    ]);
  });

  it("carries the lender's own terms, grievance officer and fee in its offer", () => {
    const file = applicantFile(lender);
    const turn = answerRequest(
      lender,
      specRequest('select/select-request-set-loan-amount.yaml', lender),
      file,
      NOW,
    );
    const [offer] = delivered(turn.answer);
    if (!offer) throw new Error('no on_select');
    const quote = loanQuote(lender.terms, file.requestedPaise);
    expect(tagValue(offer, 'LOAN_INFO', 'INTEREST_RATE')).toBe(`${lender.terms.annualRatePercent}%`);
    expect(tagValue(offer, 'LOAN_INFO', 'ANNUAL_PERCENTAGE_RATE')).toBe(`${quote.aprPercent}%`);
    expect(quote.aprPercent).toBeGreaterThan(lender.terms.annualRatePercent);
    expect(tagValue(offer, 'LOAN_INFO', 'COOL_OFF_PERIOD')).toBe(`P${lender.terms.coolingOffDays}D`);
    expect(Number(tagValue(offer, 'LOAN_INFO', 'INSTALLMENT_AMOUNT')) * 100).toBe(quote.instalmentPaise);
    expect(tagValue(offer, 'CONTACT_INFO', 'GRO_NAME')).toBe(lender.grievanceOfficer.name);
    const init = answerRequest(lender, specRequest('init/init-request-kyc-approved.yaml', lender), file, NOW);
    const [onInit] = delivered(init.answer);
    if (!onInit) throw new Error('no on_init');
    expect(tagValue(onInit, 'BUYER_FINDER_FEES', 'BUYER_FINDER_FEES_PERCENTAGE')).toBe(
      String(lender.terms.buyerFinderFeePercent),
    );
  });
});

describe('simulated lenders differ', () => {
  it('have their own subscriber ids, names and terms', () => {
    const [first, second] = network.lenders;
    expect(network.lenders.length).toBeGreaterThanOrEqual(2);
    expect(first?.subscriberId).not.toBe(second?.subscriberId);
    expect(first?.name).not.toBe(second?.name);
    expect(first?.terms.annualRatePercent).not.toBe(second?.terms.annualRatePercent);
  });
});
