import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  exampleMessages,
  missingAttributes,
  validateMessage,
} from '../../../../test/support/ondc-conformance.ts';
import type { LenderAnswer } from './scenarios.ts';
import { simulatedNetwork } from './simulated-network.ts';
import { createSimulatorDesk } from './simulator-desk.ts';

const network = simulatedNetwork('http://127.0.0.1:3000');
const kosh = network.lenders.find((lender) => lender.key === 'kosh');
if (!kosh) throw new Error('no kosh');

function request(file: string): { context: Record<string, unknown> } {
  const found = exampleMessages().find((message) => message.file === file);
  if (!found) throw new Error(`no example ${file}`);
  const body = found.body as { context: Record<string, unknown> };
  if (body.context.action !== 'search') body.context.bpp_id = kosh?.subscriberId;
  return body;
}

const bodies = (answer: LenderAnswer) => answer.deliveries.map((delivery) => delivery.body);
const fields = { name: 'Asha Verma', phone: '9876543210', email: 'asha@example.com', amount: '150000' };

describe('the simulator desk', () => {
  it('keeps a loan from its form to disbursal, every callback conforming', () => {
    const desk = createSimulatorDesk(network, {
      newId: randomUUID,
      now: () => new Date('2026-11-26T06:30:00Z'),
    });
    const transactionId = String(request('search/search-request.yaml').context.transaction_id);
    expect(desk.answer('kosh', request('select/select-request-set-loan-amount.yaml')).ack).toBe('NACK');

    const form = desk.submitForm('kosh', 'application', transactionId, fields);
    expect(form).toMatchObject({ ok: true, requestedPaise: 150_000_00 });
    for (const file of [
      'select/select-request-set-loan-amount.yaml',
      'init/init-request-kyc-approved.yaml',
      'confirm/confirm-request.yaml',
    ]) {
      expect(desk.answer('kosh', request(file)).ack).toBe('ACK');
    }
    expect(desk.file('kosh', transactionId)?.sanctionedAt).toBe('2026-11-26T06:30:00.000Z');

    const [disbursed] = bodies(desk.notify('kosh', transactionId, [{ kind: 'disbursed' }]));
    if (!disbursed) throw new Error('no on_update');
    expect(disbursed.context.message_id).not.toBe(request('confirm/confirm-request.yaml').context.message_id);
    const body = JSON.parse(JSON.stringify(disbursed)) as unknown;
    expect(validateMessage('on_update', body)).toEqual([]);
    expect(missingAttributes('on_update', body)).toEqual([]);
    expect(JSON.stringify(disbursed.message)).toContain('"code":"DISBURSED"');
    expect(desk.file('kosh', transactionId)?.events).toEqual([{ kind: 'disbursed' }]);
  });

  it('switches a lender to a scenario, and refuses events for a loan it does not have', () => {
    const desk = createSimulatorDesk(network, { newId: randomUUID, now: () => new Date() });
    desk.setScenario('kosh', { twice: true, signature: 'none' });
    const answer = desk.answer('kosh', request('search/search-request.yaml'));
    expect(answer.deliveries.map((delivery) => delivery.signature)).toEqual(['none', 'none']);
    expect(() => desk.notify('kosh', 'unknown', [{ kind: 'disbursed' }])).toThrow(/No confirmed loan/);
    expect(desk.submitForm('kosh', 'application', 't', { ...fields, email: 'no' })).toEqual({
      ok: false,
      errors: ['email'],
    });
  });
});
