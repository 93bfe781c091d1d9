import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ondcMessages } from '../src/db/schema/index.ts';
import { createAuthorization } from '../src/modules/ondc/protocol/signature.ts';
import { generateSigningKeyPair, signingKeyPairFrom } from '../src/modules/ondc/protocol/signing-keys.ts';
import { createTestApp } from './support/test-app.ts';

// Issue 17, ADR 031: the callback routes take at most ONDC_CALLBACK_RATE_LIMIT callbacks a minute
// per sender (the keyId's subscriber id, else the IP); over it they answer HTTP 429 with a NACK
// (FIS12 error 80223) and store nothing. Other senders are not affected.

const OURS = 'credilink.test';
const LIMIT = 5;
const keys = signingKeyPairFrom(generateSigningKeyPair().privateKeyBase64);
const lender = (subscriberId: string) => ({ subscriberId, uniqueKeyId: 'k1', privateKey: keys.privateKey });
const ONE = lender('lender-one.example');
const TWO = lender('lender-two.example');

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      resolve(text);
    });
  });
}

const registry: Server = createServer((req, res) => {
  void readBody(req).then(() => {
    const records = [ONE, TWO].map((l) => ({
      subscriber_id: l.subscriberId,
      ukId: 'k1',
      signing_public_key: keys.publicKeyBase64,
    }));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(records));
  });
});
await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));

const t = await createTestApp({
  ONDC_SUBSCRIBER_ID: OURS,
  ONDC_REGISTRY_URL: `http://127.0.0.1:${String((registry.address() as AddressInfo).port)}`,
  ONDC_SIMULATOR: 'false',
  LENDER_SANDBOX: 'false',
  ONDC_CALLBACK_RATE_LIMIT: String(LIMIT),
});
afterAll(async () => {
  await t.close();
  registry.close();
});

function callback(from: string, transactionId: string, messageId: string) {
  return JSON.stringify({
    context: {
      domain: 'ONDC:FIS12',
      location: { country: { code: 'IND' }, city: { code: '*' } },
      action: 'on_status',
      version: '2.0.0',
      bap_id: OURS,
      bap_uri: 'http://127.0.0.1/ondc',
      bpp_id: from,
      bpp_uri: `https://${from}/ondc`,
      transaction_id: transactionId,
      message_id: messageId,
      timestamp: new Date().toISOString(),
      ttl: 'PT30S',
    },
    message: { order: { id: 'LOAN-1' } },
  });
}

function post(body: string, authorization: string | null, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/ondc/on_status',
    remoteAddress,
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    payload: body,
  });
}

const signedBy = (signer: typeof ONE, body: string) =>
  createAuthorization(signer, body, Math.floor(Date.now() / 1000), 300);

const stored = async (transactionId: string) =>
  (await t.database.db.select().from(ondcMessages).where(eq(ondcMessages.transactionId, transactionId)))
    .length;

/** The limit counts in fixed minutes: a burst is kept inside one. */
async function awayFromMinuteEnd() {
  const second = new Date().getUTCSeconds();
  if (second >= 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
}

const NACK_429 = {
  message: { ack: { status: 'NACK' } },
  error: { code: '80223', message: expect.stringContaining('Too many requests') },
};

describe('the ONDC callback rate limit', () => {
  it('NACKs a signed sender over the limit with 429 and stores nothing more; another sender is unaffected', async () => {
    await awayFromMinuteEnd();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 3; i += 1) {
      const body = callback(ONE.subscriberId, 'tx-burst-one', `m-${String(i)}`);
      const res = await post(body, signedBy(ONE, body));
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual(NACK_429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429, 429, 429]);
    expect(await stored('tx-burst-one')).toBe(LIMIT);

    // The same address, another lender's key: its own budget, everything taken.
    for (let i = 0; i < LIMIT; i += 1) {
      const body = callback(TWO.subscriberId, 'tx-burst-two', `m-${String(i)}`);
      expect((await post(body, signedBy(TWO, body))).statusCode).toBe(200);
    }
    expect(await stored('tx-burst-two')).toBe(LIMIT);
  });

  it('counts callbacks without a keyId by IP', async () => {
    await awayFromMinuteEnd();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i += 1) {
      const res = await post(callback(ONE.subscriberId, 'tx-unsigned', `u-${String(i)}`), null, '10.20.0.1');
      statuses.push(res.statusCode);
    }
    // Refused for the missing signature (kept for the audit) up to the limit, then not even stored.
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429, 429]);
    expect(await stored('tx-unsigned')).toBe(LIMIT);
    // Another address is not held back.
    const other = await post(callback(ONE.subscriberId, 'tx-unsigned-2', 'u-x'), null, '10.20.0.2');
    expect(other.statusCode).toBe(401);
  });
});
