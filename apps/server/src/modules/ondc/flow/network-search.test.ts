import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { personalLoanCustomer } from '../../../../test/support/personal-loan-customer.ts';
import { ondcMessages } from '../../../db/schema/index.ts';
import { sendPendingSearches } from './network-search.ts';

// Issue 17 (ADR 033): the offers view only stores the network search; a pass with the workers
// sends it, each once, and records how the gateway answered.

type GatewayMode = 'hang' | 'ACK' | 'NACK' | 'drop';
let mode: GatewayMode = 'hang';
/** Searches the gateway received, by transaction id. */
const received = new Map<string, number>();

const gateway: Server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    const tx = (JSON.parse(raw) as { context: { transaction_id: string } }).context.transaction_id;
    received.set(tx, (received.get(tx) ?? 0) + 1);
    if (mode === 'hang') return;
    if (mode === 'drop') {
      req.socket.destroy();
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ message: { ack: { status: mode } } }));
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

const customer = (phone: string) => personalLoanCustomer(t, phone);

const pass = () =>
  sendPendingSearches(
    {
      db: t.app.db,
      send: t.app.ondc.send,
      subscriberUri: t.app.ondc.settings.subscriberUri,
      log: t.app.log,
    },
    50,
    () => new Date(),
  );

async function searchLogged(transactionId: string) {
  return t.app.db
    .select()
    .from(ondcMessages)
    .where(and(eq(ondcMessages.transactionId, transactionId), eq(ondcMessages.action, 'search')));
}

async function onlyFlow(c: Awaited<ReturnType<typeof customer>>) {
  const rows = await c.flows();
  expect(rows).toHaveLength(1);
  const [flow] = rows;
  if (!flow) throw new Error('no flow');
  return flow;
}

describe('the network search, sent off the offers request', () => {
  it('answers the offers view without calling a gateway that never answers', async () => {
    mode = 'hang';
    const c = await customer('9430000001');
    const view = await c.offers();
    const flow = await onlyFlow(c);
    // Stored as waiting, nothing sent or logged yet; the page still asks again while the window is open.
    expect(flow.state).toBe('search_pending');
    expect(view.networkSearchOpenUntil).toBe(flow.windowEndsAt.toISOString());
    expect(received.get(flow.transactionId)).toBeUndefined();
    expect(await searchLogged(flow.transactionId)).toEqual([]);
  });

  it('sends each waiting search once, however many passes run, and records the ACK', async () => {
    mode = 'ACK';
    const c = await customer('9430000002');
    await c.offers();
    const { transactionId } = await onlyFlow(c);
    await Promise.all([pass(), pass()]);
    expect(await pass()).toBe(0);
    // A later view reuses the flow: no second search.
    await c.offers();
    expect(await pass()).toBe(0);
    expect(received.get(transactionId)).toBe(1);
    expect((await onlyFlow(c)).state).toBe('searching');
    const logged = await searchLogged(transactionId);
    expect(logged.map((m) => [m.direction, m.ackStatus])).toEqual([['out', 'ACK']]);
  });

  it('records a NACK and an unreachable gateway on the flow, and sends neither again', async () => {
    const nacked = await customer('9430000003');
    await nacked.offers();
    mode = 'NACK';
    await pass();
    const first = await onlyFlow(nacked);
    expect(first.state).toBe('search_nacked');
    expect((await searchLogged(first.transactionId)).map((m) => m.ackStatus)).toEqual(['NACK']);

    const dropped = await customer('9430000004');
    await dropped.offers();
    mode = 'drop';
    await pass();
    const second = await onlyFlow(dropped);
    expect(second.state).toBe('search_failed');
    // Stored before it left, never answered.
    expect((await searchLogged(second.transactionId)).map((m) => m.ackStatus)).toEqual([null]);

    mode = 'ACK';
    expect(await pass()).toBe(0);
    expect([received.get(first.transactionId), received.get(second.transactionId)]).toEqual([1, 1]);
  });

  it('starts one flow and one search for two parallel first views', async () => {
    mode = 'ACK';
    const c = await customer('9430000005');
    await Promise.all([c.offers(), c.offers()]);
    const { transactionId } = await onlyFlow(c);
    await pass();
    expect(received.get(transactionId)).toBe(1);
  });
});
