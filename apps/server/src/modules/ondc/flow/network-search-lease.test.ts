import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { personalLoanCustomer } from '../../../../test/support/personal-loan-customer.ts';
import { ondcFlows, ondcMessages } from '../../../db/schema/index.ts';
import type { SendResult } from '../protocol/outbound-client.ts';
import {
  SEARCH_CLAIM_LEASE_MS,
  SEARCH_MAX_ATTEMPTS,
  SEARCH_WINDOW_SECONDS,
  sendPendingSearches,
  type SearchSenderDeps,
} from './network-search.ts';

// Issue 17 (ADR 033): a pass that takes a search and dies before recording the gateway's answer
// must not lose it. The claim is a lease: once stale, the next pass sends the search again with
// the same message id, a bounded number of times. A search whose window ended unsent (workers
// down) is never sent late.

/** The message ids of the searches the gateway received, by transaction id. */
const received = new Map<string, string[]>();

const gateway: Server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    const { context } = JSON.parse(raw) as { context: { transaction_id: string; message_id: string } };
    received.set(context.transaction_id, [
      ...(received.get(context.transaction_id) ?? []),
      context.message_id,
    ]);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ message: { ack: { status: 'ACK' } } }));
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  t = await createTestApp({ ONDC_GATEWAY_URL: `http://127.0.0.1:${String(port)}` });
});
afterAll(async () => {
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
  await t.close();
});

/** A customer's first personal-loan offers view: one flow waiting for its search. */
async function waitingFlow(phone: string) {
  const c = await personalLoanCustomer(t, phone);
  await c.offers();
  return async () => {
    const [row] = await c.flows();
    if (!row) throw new Error('no flow');
    return row;
  };
}

const deps = (send: SearchSenderDeps['send'] = t.app.ondc.send): SearchSenderDeps => ({
  db: t.app.db,
  send,
  subscriberUri: t.app.ondc.settings.subscriberUri,
  log: t.app.log,
});

const at = (msFromNow: number) => () => new Date(Date.now() + msFromNow);

/** A pass whose process dies once it has taken the search: nothing sent, nothing recorded. */
async function dyingPass(): Promise<string | undefined> {
  let messageId: string | undefined;
  const died = (message: { messageId?: string }): Promise<SendResult> => {
    messageId = message.messageId;
    return Promise.reject(new Error('process died'));
  };
  await expect(sendPendingSearches(deps(died), 50, at(0))).rejects.toThrow('process died');
  return messageId;
}

const logged = (transactionId: string) =>
  t.app.db
    .select()
    .from(ondcMessages)
    .where(and(eq(ondcMessages.transactionId, transactionId), eq(ondcMessages.action, 'search')));

describe('a search whose pass died after taking it', () => {
  it('is lease-bound: within the window the claim must go stale before another pass takes it', () => {
    // Otherwise a reclaimed search would always find its window ended.
    expect(SEARCH_CLAIM_LEASE_MS).toBeLessThan(SEARCH_WINDOW_SECONDS * 1000);
  });

  it('is not touched while its claim is fresh, then sent once with the same message id', async () => {
    const flow = await waitingFlow('9431000001');
    const firstMessageId = await dyingPass();
    const claimed = await flow();
    expect(claimed.state).toBe('search_sending');
    expect(firstMessageId).toBe(claimed.searchMessageId);

    // A fresh claim (a pass may still be sending it) is left alone.
    expect(await sendPendingSearches(deps(), 50, at(SEARCH_CLAIM_LEASE_MS / 2))).toBe(0);
    expect(received.get(claimed.transactionId)).toBeUndefined();
    expect((await flow()).state).toBe('search_sending');

    // Stale: two passes in parallel send it once, as the same request.
    const later = at(SEARCH_CLAIM_LEASE_MS + 1_000);
    await Promise.all([sendPendingSearches(deps(), 50, later), sendPendingSearches(deps(), 50, later)]);
    expect(await sendPendingSearches(deps(), 50, later)).toBe(0);
    expect(received.get(claimed.transactionId)).toEqual([firstMessageId]);
    const done = await flow();
    expect(done.state).toBe('searching');
    expect(done.searchAttempts).toBe(2);
    const rows = await logged(claimed.transactionId);
    expect(rows.map((m) => [m.messageId, m.ackStatus])).toEqual([[firstMessageId, 'ACK']]);
  });

  it('records the answer on the first attempt stored in the log when the resend is answered', async () => {
    const flow = await waitingFlow('9431000002');
    // This pass stored and posted the search, then died before recording anything.
    let posted: string | undefined;
    const sentThenDied: SearchSenderDeps['send'] = async (message) => {
      const result = await t.app.ondc.send(message);
      posted = result.messageId;
      throw new Error('process died');
    };
    await expect(sendPendingSearches(deps(sentThenDied), 50, at(0))).rejects.toThrow('process died');
    const { transactionId } = await flow();
    await sendPendingSearches(deps(), 50, at(SEARCH_CLAIM_LEASE_MS + 1_000));
    // The gateway saw the same request twice (it takes it as one); the log holds it once.
    expect(received.get(transactionId)).toEqual([posted, posted]);
    expect((await logged(transactionId)).map((m) => m.ackStatus)).toEqual(['ACK']);
    expect((await flow()).state).toBe('searching');
  });

  it(`is given up as search_failed after ${String(SEARCH_MAX_ATTEMPTS)} attempts, not sent again`, async () => {
    const flow = await waitingFlow('9431000003');
    const { id, transactionId } = await flow();
    await t.app.db
      .update(ondcFlows)
      .set({
        state: 'search_sending',
        claimedAt: new Date(Date.now() - SEARCH_CLAIM_LEASE_MS - 1_000),
        searchAttempts: SEARCH_MAX_ATTEMPTS,
      })
      .where(eq(ondcFlows.id, id));
    expect(await sendPendingSearches(deps(), 50, at(0))).toBe(0);
    expect((await flow()).state).toBe('search_failed');
    expect(received.get(transactionId)).toBeUndefined();
  });
});

describe('a search whose window ended before a pass reached it (the workers were down)', () => {
  const afterWindow = at(SEARCH_WINDOW_SECONDS * 1000 + 1_000);

  it('is never sent late, is marked search_expired, and the next offers view starts a new search', async () => {
    const c = await personalLoanCustomer(t, '9431000004');
    await c.offers();
    const [first] = await c.flows();
    if (!first) throw new Error('no flow');
    expect(await sendPendingSearches(deps(), 50, afterWindow)).toBe(0);
    expect(received.get(first.transactionId)).toBeUndefined();
    expect(await logged(first.transactionId)).toEqual([]);
    expect((await c.flows())[0]?.state).toBe('search_expired');

    // The expired flow is within its reuse time, but a new view starts a new search (and shows it open).
    const view = await c.offers();
    const flows = await c.flows();
    expect(flows).toHaveLength(2);
    const second = flows.find((f) => f.id !== first.id);
    if (!second) throw new Error('no new flow');
    expect(second.transactionId).not.toBe(first.transactionId);
    expect(second.state).toBe('search_pending');
    expect(view.networkSearchOpenUntil).toBe(second.windowEndsAt.toISOString());
    await sendPendingSearches(deps(), 50, at(0));
    expect(received.get(second.transactionId)).toHaveLength(1);
    // A later view reuses the new flow, not the expired one.
    await c.offers();
    expect(await c.flows()).toHaveLength(2);
  });

  it('expires a stale claim whose window has ended instead of sending it again', async () => {
    const flow = await waitingFlow('9431000005');
    await dyingPass();
    expect(await sendPendingSearches(deps(), 50, afterWindow)).toBe(0);
    const expired = await flow();
    expect(expired.state).toBe('search_expired');
    expect(received.get(expired.transactionId)).toBeUndefined();
  });
});
