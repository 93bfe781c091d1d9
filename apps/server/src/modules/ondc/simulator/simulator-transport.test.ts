import { describe, expect, it } from 'vitest';
import { verifyAuthorization } from '../protocol/signature.ts';
import { publicKeyFrom } from '../protocol/signing-keys.ts';
import type { FetchLike } from '../protocol/registry-lookup.ts';
import type { OndcMessage } from './message-parts.ts';
import type { Delivery } from './scenarios.ts';
import { simulatedNetwork, type SimulatedLender } from './simulated-network.ts';
import { createSimulatorTransport } from './simulator-transport.ts';

const network = simulatedNetwork('http://127.0.0.1:3000');
const lender = network.lenders[0] as SimulatedLender;

function callback(messageId: string): OndcMessage {
  return {
    context: {
      domain: 'ONDC:FIS12',
      location: { country: { code: 'IND' }, city: { code: '*' } },
      action: 'on_search',
      version: '2.0.0',
      bap_id: 'credilink.test',
      bap_uri: 'http://127.0.0.1:3000/ondc/',
      bpp_id: lender.subscriberId,
      bpp_uri: lender.subscriberUri,
      transaction_id: 't-1',
      message_id: messageId,
      timestamp: new Date().toISOString(),
      ttl: 'PT30S',
    },
    message: {},
  };
}

function harness() {
  const calls: { url: string; headers: Record<string, string>; body: string }[] = [];
  const answers: string[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push({ url, headers: init.headers, body: init.body });
    return Promise.resolve({
      ok: true,
      json: () => Promise.resolve({ message: { ack: { status: 'ACK' } } }),
    });
  };
  const transport = createSimulatorTransport({
    network,
    fetch,
    timeoutMs: 1000,
    maxDelayMs: 60_000,
    allowTarget: (url) => url.startsWith('http://127.0.0.1:3000/ondc/'),
    onAnswer: (_lender, action, answer) => answers.push(`${action} ${answer}`),
    onError: () => answers.push('error'),
  });
  return { calls, answers, transport };
}

const lookupFrom = (published: ReadonlyMap<string, string>) => (subscriberId: string) =>
  Promise.resolve(publicKeyFrom(published.get(subscriberId) ?? ''));

describe('the simulator transport', () => {
  it('posts to the request’s bap_uri, signed with the key the registry publishes, wrongly, or not', async () => {
    const { calls, answers, transport } = harness();
    const deliveries: Delivery[] = [
      { body: callback('m-1'), delayMs: 0, signature: 'valid' },
      { body: callback('m-2'), delayMs: 5, signature: 'bad' },
      { body: callback('m-3'), delayMs: 10, signature: 'none' },
    ];
    transport.deliver(lender, deliveries);
    await transport.idle();
    expect(calls.map((call) => call.url)).toEqual(Array(3).fill('http://127.0.0.1:3000/ondc/on_search'));
    const now = Math.floor(Date.now() / 1000);
    const lookup = lookupFrom(transport.publicKeys);
    const [valid, bad, none] = calls;
    expect(
      await verifyAuthorization(valid?.headers.authorization, Buffer.from(valid?.body ?? ''), now, lookup),
    ).toMatchObject({ ok: true, subscriberId: lender.subscriberId });
    expect(
      await verifyAuthorization(bad?.headers.authorization, Buffer.from(bad?.body ?? ''), now, lookup),
    ).toMatchObject({
      ok: false,
    });
    expect(none?.headers.authorization).toBeUndefined();
    expect(answers).toEqual(['on_search ACK', 'on_search ACK', 'on_search ACK']);
    transport.close();
  });

  it('sends nothing more once closed: waiting deliveries are cancelled', async () => {
    const { calls, transport } = harness();
    transport.deliver(lender, [{ body: callback('m-4'), delayMs: 30_000, signature: 'valid' }]);
    transport.close();
    await transport.idle();
    transport.deliver(lender, [{ body: callback('m-5'), delayMs: 0, signature: 'valid' }]);
    await transport.idle();
    expect(calls).toEqual([]);
  });

  it('calls no one but the buyer app it serves', async () => {
    const { calls, answers, transport } = harness();
    const elsewhere = callback('m-7');
    elsewhere.context.bap_uri = 'http://169.254.169.254/latest';
    transport.deliver(lender, [{ body: elsewhere, delayMs: 0, signature: 'valid' }]);
    await transport.idle();
    expect(calls).toEqual([]);
    expect(answers).toEqual(['error']);
    transport.close();
  });

  it('caps a planned delay at the configured bound', async () => {
    const { calls, transport } = createCapped();
    transport.deliver(lender, [{ body: callback('m-6'), delayMs: 3_600_000, signature: 'valid' }]);
    await transport.idle();
    expect(calls).toHaveLength(1);
    transport.close();
  });
});

function createCapped() {
  const calls: string[] = [];
  const transport = createSimulatorTransport({
    network,
    fetch: (url) => {
      calls.push(url);
      return Promise.resolve({ ok: true, json: () => Promise.resolve({}) });
    },
    timeoutMs: 1000,
    maxDelayMs: 20,
    allowTarget: () => true,
    onAnswer: () => undefined,
    onError: () => undefined,
  });
  return { calls, transport };
}
