import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { listTransactionMessages } from '../src/modules/ondc/protocol/message-log.repository.ts';
import { listParticipants } from '../src/modules/ondc/protocol/participants.repository.ts';
import { buildConfirm } from '../src/modules/ondc/buyer-messages/confirm.ts';
import { buildInit } from '../src/modules/ondc/buyer-messages/init.ts';
import { buildStatus } from '../src/modules/ondc/buyer-messages/status.ts';
import { buildPaymentUpdate } from '../src/modules/ondc/buyer-messages/update.ts';
import { exampleMessages } from './support/ondc-conformance.ts';
import { createTestApp } from './support/test-app.ts';
import { freePort } from './support/free-port.ts';

// Issue 17, ADR 032: the simulated network mounted in the app and reached over real HTTP. A search
// sent with app.ondc.send goes to the simulator's gateway; each simulated lender signs its
// on_search with its own key (published by the simulated registry) and posts it to /ondc/on_search.

const port = await freePort();
// No ONDC_* set: the registry and gateway are the simulator's, as in development.
const t = await createTestApp({ PORT: String(port), LENDER_SANDBOX: 'false' });
await t.app.listen({ host: '127.0.0.1', port });
let closed = false;
afterAll(async () => {
  if (!closed) await t.close();
});

const simulator = (() => {
  const mounted = t.app.ondcSimulator;
  if (!mounted) throw new Error('the simulator is mounted in tests by default');
  return mounted;
})();
const lenderIds = ['sahyog.bpp.sim.credilink.invalid', 'kosh.bpp.sim.credilink.invalid'];

// The specification's own search message (the search builder's output joins once it exists).
const searchMessage = (() => {
  const example = exampleMessages().find((message) => message.file === 'search/search-request.yaml');
  const body: unknown = example?.body;
  if (typeof body !== 'object' || body === null || !('message' in body)) throw new Error('no search example');
  const { message } = body;
  if (typeof message !== 'object' || message === null) throw new Error('no search message');
  return { ...message };
})();

async function search() {
  const transactionId = randomUUID();
  const sent = await t.app.ondc.send({
    action: 'search',
    transactionId,
    ttlSeconds: 30,
    message: searchMessage,
  });
  await simulator.idle();
  const rows = await listTransactionMessages(t.app.db, transactionId);
  return { sent, rows, callbacks: rows.filter((row) => row.direction === 'in') };
}

// Real HTTP on a shared two-core machine: generous per-test time, no timing asserted.
describe('the simulated ONDC network in the app', { timeout: 30_000 }, () => {
  it('points the default configuration at the simulator', () => {
    expect(t.app.ondc.settings.registryUrl).toBe(`http://127.0.0.1:${String(port)}/ondc-sim/registry`);
    expect(t.app.ondc.settings.gatewayUrl).toBe(`http://127.0.0.1:${String(port)}/ondc-sim/gateway`);
  });

  it('lists the simulated lenders as network participants with the keys their registry publishes', async () => {
    const participants = await listParticipants(t.app.db);
    expect(participants.map((row) => row.subscriberId).sort()).toEqual([...lenderIds].sort());
    for (const row of participants) {
      const lookup = await t.app.inject({
        method: 'POST',
        url: '/ondc-sim/registry/lookup',
        payload: { subscriber_id: row.subscriberId, ukId: row.uniqueKeyId },
      });
      const [entry] = lookup.json<{ signing_public_key: string }[]>();
      expect(entry?.signing_public_key).toBe(row.signingPublicKey);
      expect(row).toMatchObject({ role: 'BPP', enabled: true });
    }
  });

  it('brings both lenders’ signed on_search to /ondc/on_search, stored verified', async () => {
    const { sent, rows, callbacks } = await search();
    expect(sent).toMatchObject({ sent: true, answer: { message: { ack: { status: 'ACK' } } } });
    expect(rows.find((row) => row.direction === 'out')?.ackStatus).toBe('ACK');
    expect(callbacks.map((row) => [row.action, row.verified])).toEqual([
      ['on_search', true],
      ['on_search', true],
    ]);
    expect(callbacks.map((row) => row.senderSubscriberId).sort()).toEqual([...lenderIds].sort());
    expect(callbacks.every((row) => row.authorization.startsWith('Signature keyId='))).toBe(true);
  });

  it('refuses a lender signing with the wrong key with a NACK and keeps it unverified', async () => {
    simulator.desk.setScenario('kosh', { signature: 'bad' });
    try {
      const before = t.logs().length;
      const { callbacks } = await search();
      const kosh = callbacks.filter((row) => row.senderSubscriberId === lenderIds[1]);
      const sahyog = callbacks.filter((row) => row.senderSubscriberId === lenderIds[0]);
      expect(kosh.map((row) => row.verified)).toEqual([false]);
      expect(sahyog.map((row) => row.verified)).toEqual([true]);
      const answers = t.logs().slice(before);
      expect(answers).toMatch(/"lender":"kosh[^"]*","action":"on_search","answer":"NACK"/);
    } finally {
      simulator.desk.setScenario('kosh', { signature: 'valid' });
    }
  });

  it('stores a callback delivered twice once', async () => {
    simulator.desk.setScenario('sahyog', { signature: 'valid', twice: true });
    try {
      const { callbacks } = await search();
      const sahyog = callbacks.filter((row) => row.senderSubscriberId === lenderIds[0]);
      expect(sahyog.map((row) => [row.action, row.verified])).toEqual([['on_search', true]]);
    } finally {
      simulator.desk.setScenario('sahyog', { signature: 'valid' });
    }
  });

  it('carries the buyer messages after select to a lender, whose callbacks come back verified', async () => {
    const transactionId = randomUUID();
    const form = await t.app.inject({
      method: 'POST',
      url: `/ondc-sim/bpp/sahyog/forms/sahyog-application?txn=${transactionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Asha+Verma&phone=9876543210&email=asha%40example.com&amount=200000',
    });
    const { submission_id: submissionId } = form.json<{ submission_id: string }>();
    const offer = {
      transactionId,
      bpp: { id: lenderIds[0] ?? '', uri: `http://127.0.0.1:${String(port)}/ondc-sim/bpp/sahyog` },
      providerId: 'SAHYOG-PL',
      itemId: 'SAHYOG-PL-ITEM',
    };
    const account = { ifsc: 'HDFC0001234', accountNumber: '50100012345678' };
    const requests = [
      buildInit({ offer, form: { formId: 'sahyog-kyc', submissionId }, account }),
      buildConfirm({ offer, form: { formId: 'sahyog-emandate', submissionId }, paymentId: 'PAY-1', account }),
      buildStatus(offer),
      buildPaymentUpdate(offer, 'ORDER-1', { kind: 'pre_part_payment', amountPaise: 2_000_000 }),
    ];
    for (const request of requests) {
      const sent = await t.app.ondc.send(request);
      expect(sent).toMatchObject({ sent: true, answer: { message: { ack: { status: 'ACK' } } } });
      await simulator.idle();
    }
    const callbacks = (await listTransactionMessages(t.app.db, transactionId)).filter(
      (row) => row.direction === 'in',
    );
    expect(callbacks.map((row) => [row.action, row.verified])).toEqual([
      ['on_init', true],
      ['on_confirm', true],
      // The lender's own on_update: it disburses a confirmed loan a little later (ADR 034).
      ['on_update', true],
      ['on_status', true],
      ['on_update', true],
    ]);
  });

  it('leaves nothing waiting once the app is closed', async () => {
    // A late lender answers after the TTL: its on_search is still waiting when the app closes.
    simulator.desk.setScenario('kosh', { signature: 'valid', late: true });
    const sent = await t.app.ondc.send({
      action: 'search',
      transactionId: randomUUID(),
      ttlSeconds: 30,
      message: searchMessage,
    });
    expect(sent.sent).toBe(true);
    closed = true;
    await t.close();
    // idle() settles only when no delivery timer or call is left.
    await simulator.idle();
  });
});
