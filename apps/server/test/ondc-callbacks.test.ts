import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ondcMessages } from '../src/db/schema/index.ts';
import { createTestApp } from './support/test-app.ts';
import { createAuthorization, verifyAuthorization } from '../src/modules/ondc/protocol/signature.ts';
import {
  generateSigningKeyPair,
  publicKeyFrom,
  signingKeyPairFrom,
} from '../src/modules/ondc/protocol/signing-keys.ts';
import { dispatchPendingCallbacks } from '../src/modules/ondc/protocol/callback-dispatch.ts';
import { listTransactionMessages } from '../src/modules/ondc/protocol/message-log.repository.ts';
import {
  findEnabledParticipant,
  listParticipants,
  saveParticipant,
} from '../src/modules/ondc/protocol/participants.repository.ts';

// Issue 17, ADR 031: callbacks through Fastify inject, signed with locally made keys, the
// senders' keys served by a fake registry on 127.0.0.1; and a call out to a fake lender app.

const OURS = 'credilink.test';
const lenderKeys = signingKeyPairFrom(generateSigningKeyPair().privateKeyBase64);
const LENDER = { subscriberId: 'lender-one.example', uniqueKeyId: 'k1', privateKey: lenderKeys.privateKey };

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      resolve(text);
    });
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
}

const lookups: unknown[] = [];
const registryServer = createServer((req, res) => {
  void readBody(req).then((text) => {
    lookups.push(JSON.parse(text));
    const records = [
      { subscriber_id: LENDER.subscriberId, ukId: 'k1', signing_public_key: lenderKeys.publicKeyBase64 },
      { subscriber_id: 'lender-two.example', ukId: 'k1', signing_public_key: lenderKeys.publicKeyBase64 },
    ];
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(records));
  });
});
const registryUrl = await listen(registryServer);

const t = await createTestApp({
  ONDC_SUBSCRIBER_ID: OURS,
  ONDC_REGISTRY_URL: registryUrl,
  LENDER_SANDBOX: 'false',
  // No simulated network: no gateway unless a test names one.
  ONDC_SIMULATOR: 'false',
});
afterAll(async () => {
  await t.close();
  registryServer.close();
});

const now = () => Math.floor(Date.now() / 1000);

function callback(
  action: string,
  transactionId: string,
  messageId: string,
  extra: Record<string, unknown> = {},
) {
  return JSON.stringify({
    context: {
      domain: 'ONDC:FIS12',
      location: { country: { code: 'IND' }, city: { code: '*' } },
      action,
      version: '2.0.0',
      bap_id: OURS,
      bap_uri: 'http://127.0.0.1/ondc',
      bpp_id: LENDER.subscriberId,
      bpp_uri: 'https://lender-one.example/ondc',
      transaction_id: transactionId,
      message_id: messageId,
      timestamp: new Date().toISOString(),
      ttl: 'PT30S',
      ...extra,
    },
    message: { order: { id: 'LOAN-1' } },
  });
}

function post(action: string, body: string, authorization?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/ondc/${action}`,
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    payload: body,
  });
}

const signed = (body: string, signer = LENDER, created = now(), valid = 300) =>
  createAuthorization(signer, body, created, valid);

async function verifiedRows(transactionId: string) {
  return t.database.db
    .select()
    .from(ondcMessages)
    .where(and(eq(ondcMessages.transactionId, transactionId), eq(ondcMessages.verified, true)));
}

describe('ONDC callbacks in', () => {
  it('verifies, stores and ACKs a signed callback; a repeat is ACKed and stored once', async () => {
    const body = callback('on_search', 'tx-a', 'msg-a');
    const auth = signed(body);
    const first = await post('on_search', body, auth);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: { ack: { status: 'ACK' } } });
    const again = await post('on_search', body, auth);
    expect(again.json()).toEqual({ message: { ack: { status: 'ACK' } } });
    const rows = await verifiedRows('tx-a');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      direction: 'in',
      action: 'on_search',
      messageId: 'msg-a',
      senderSubscriberId: LENDER.subscriberId,
      rawBody: body,
      authorization: auth,
      appliedAt: null,
    });
  });

  it('asks the registry once for many callbacks of one lender', async () => {
    const before = lookups.length;
    for (const action of ['on_select', 'on_init', 'on_confirm', 'on_status', 'on_update']) {
      const body = callback(action, 'tx-b', `msg-${action}`);
      expect((await post(action, body, signed(body))).statusCode).toBe(200);
    }
    expect(lookups.length - before).toBeLessThanOrEqual(1);
    expect(lookups.length).toBe(1);
    expect(lookups[0]).toMatchObject({ subscriber_id: LENDER.subscriberId, ukId: 'k1' });
    expect(await verifiedRows('tx-b')).toHaveLength(5);
  });

  it.each([
    [
      'a tampered body',
      (b: string) => ({ body: b.replace('LOAN-1', 'LOAN-2'), auth: signed(b) }),
      'does not match',
    ],
    [
      'a tampered header',
      (b: string) => {
        const auth = signed(b);
        return {
          body: b,
          auth: auth.replace(/expires="(\d+)"/, (_m, e: string) => `expires="${String(Number(e) + 60)}"`),
        };
      },
      'does not match',
    ],
    [
      'an expired signature',
      (b: string) => ({ body: b, auth: signed(b, LENDER, now() - 4000, 600) }),
      'expired',
    ],
    ['an unsigned callback', (b: string) => ({ body: b, auth: undefined }), 'no Authorization'],
    [
      'an unknown key',
      (b: string) => ({ body: b, auth: signed(b, { ...LENDER, uniqueKeyId: 'k9' }) }),
      'no registry key',
    ],
  ])('refuses %s with a 401 NACK and keeps it unverified', async (_name, make, text) => {
    const transactionId = `tx-refused-${String(Math.random())}`;
    const { body, auth } = make(callback('on_update', transactionId, 'msg-r'));
    const res = await post('on_update', body, auth);
    expect(res.statusCode).toBe(401);
    const answer: { message: unknown; error: { code: string; message: string } } = res.json();
    expect(answer.message).toEqual({ ack: { status: 'NACK' } });
    expect(answer.error.code).toBe('80215');
    expect(answer.error.message).toContain(text);
    expect(await verifiedRows(transactionId)).toHaveLength(0);
    const all = await listTransactionMessages(t.database.db, transactionId);
    expect(all.map((r) => r.verified)).toEqual([false]);
  });

  it('a forged copy sent first does not keep out the genuine callback', async () => {
    const body = callback('on_status', 'tx-c', 'msg-c');
    expect(
      (
        await post(
          'on_status',
          body,
          signed(body, {
            ...LENDER,
            privateKey: signingKeyPairFrom(generateSigningKeyPair().privateKeyBase64).privateKey,
          }),
        )
      ).statusCode,
    ).toBe(401);
    expect((await post('on_status', body, signed(body))).statusCode).toBe(200);
    expect(await verifiedRows('tx-c')).toHaveLength(1);
  });

  it('refuses a signed callback for another buyer app, for another action, or from a lender speaking for another', async () => {
    const otherBap = callback('on_select', 'tx-d', 'm1', { bap_id: 'someone-else.example' });
    const wrongAction = callback('on_init', 'tx-d', 'm2');
    const otherBpp = callback('on_select', 'tx-d', 'm3', { bpp_id: 'lender-two.example' });
    for (const [action, body] of [
      ['on_select', otherBap],
      ['on_select', wrongAction],
      ['on_select', otherBpp],
    ] as const) {
      const res = await post(action, body, signed(body));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: { ack: { status: 'NACK' } }, error: { code: '80215' } });
    }
    expect(await verifiedRows('tx-d')).toHaveLength(0);
  });

  it('refuses the callbacks of a lender an admin switched off, and takes them again once switched on', async () => {
    const participant = {
      subscriberId: LENDER.subscriberId,
      uri: 'https://lender-one.example/ondc',
      uniqueKeyId: LENDER.uniqueKeyId,
      signingPublicKey: lenderKeys.publicKeyBase64,
      role: 'BPP' as const,
    };
    await saveParticipant(t.database.db, { ...participant, enabled: false });
    const body = callback('on_search', 'tx-off', 'msg-off');
    const refused = await post('on_search', body, signed(body));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: { ack: { status: 'NACK' } }, error: { code: '80215' } });
    expect(await verifiedRows('tx-off')).toEqual([]);

    await saveParticipant(t.database.db, { ...participant, enabled: true });
    const taken = await post('on_search', body, signed(body));
    expect(taken.statusCode).toBe(200);
    expect(await verifiedRows('tx-off')).toHaveLength(1);
  });

  it('answers a body that is not a message with NACK 80217', async () => {
    for (const body of ['{not json', JSON.stringify({ context: { action: 'on_search' } })]) {
      const res = await post('on_search', body, signed(body));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: { ack: { status: 'NACK' } }, error: { code: '80217' } });
    }
  });

  it('refuses a body over the limit before reading its signature, and stores nothing', async () => {
    const before = lookups.length;
    const body = callback('on_status', 'tx-big', 'msg-big', { padding: 'x'.repeat(1_048_576) });
    const res = await post('on_status', body, signed(body, { ...LENDER, uniqueKeyId: 'k-big' }));
    expect(res.statusCode).toBe(413);
    expect(lookups.length).toBe(before);
    expect(await listTransactionMessages(t.database.db, 'tx-big')).toEqual([]);
    // Any other content type is not read as the signed bytes: refused, stored unverified.
    const plain = callback('on_status', 'tx-text', 'msg-text');
    const text = await t.app.inject({
      method: 'POST',
      url: '/ondc/on_status',
      headers: { 'content-type': 'text/plain', authorization: signed(plain) },
      payload: plain,
    });
    expect(text.statusCode).not.toBe(200);
    expect(await verifiedRows('tx-text')).toEqual([]);
  });

  it('takes a JSON content type with a charset, and logs neither bodies nor signatures', async () => {
    const body = callback('on_select', 'tx-h', 'msg-h');
    const auth = signed(body);
    const res = await t.app.inject({
      method: 'POST',
      url: '/ondc/on_select',
      headers: { 'content-type': 'application/json; charset=utf-8', authorization: auth },
      payload: body,
    });
    expect(res.json()).toEqual({ message: { ack: { status: 'ACK' } } });
    const logs = t.logs();
    expect(logs).toContain('ondc callback refused');
    expect(logs).not.toContain('LOAN-1');
    expect(logs).not.toContain(auth.slice(-40));
  });

  it('hands each stored callback to its handler once, repeats included', async () => {
    const body = callback('on_confirm', 'tx-e', 'msg-e');
    await post('on_confirm', body, signed(body));
    await post('on_confirm', body, signed(body));
    const seen: string[] = [];
    const handlers = {
      on_confirm: (_tx: unknown, message: { transactionId: string; messageId: string }) => {
        seen.push(`${message.transactionId}/${message.messageId}`);
        return Promise.resolve();
      },
    };
    await dispatchPendingCallbacks(t.database.db, handlers, 100);
    await dispatchPendingCallbacks(t.database.db, handlers, 100);
    expect(seen.filter((s) => s === 'tx-e/msg-e')).toEqual(['tx-e/msg-e']);
    expect(seen).toContain('tx-b/msg-on_confirm');
    const [row] = await verifiedRows('tx-e');
    expect(row?.appliedAt).toBeInstanceOf(Date);
    // A message whose action has no handler is left for the handler to come.
    const [search] = await verifiedRows('tx-a');
    expect(search?.appliedAt).toBeNull();
    expect(await dispatchPendingCallbacks(t.database.db, {}, 100)).toBe(0);
    expect((await verifiedRows('tx-a'))[0]?.appliedAt).toBeNull();
  });

  it('a failing handler applies nothing and leaves the message for the next pass', async () => {
    const body = callback('on_cancel', 'tx-f', 'msg-f');
    await post('on_cancel', body, signed(body));
    const failing = { on_cancel: () => Promise.reject(new Error('lender data missing')) };
    // The attempt is counted (bounded: protocol/callback-dispatch.test.ts), the pass goes on.
    expect(await dispatchPendingCallbacks(t.database.db, failing, 10)).toBe(0);
    expect((await verifiedRows('tx-f'))[0]).toMatchObject({
      appliedAt: null,
      applyAttempts: 1,
      applyError: 'Error: lender data missing',
    });
    expect(await dispatchPendingCallbacks(t.database.db, { on_cancel: () => Promise.resolve() }, 10)).toBe(1);
  });
});

describe('ONDC calls out', () => {
  it('signs the exact bytes it posts, logs the message and records the ACK', async () => {
    const received: { path: string; verified: boolean; body: { context: Record<string, unknown> } }[] = [];
    const ourKey = publicKeyFrom(t.app.ondc.settings.keys?.publicKeyBase64 ?? '');
    const lenderApp = createServer((req, res) => {
      void readBody(req).then(async (text) => {
        const check = await verifyAuthorization(
          req.headers.authorization,
          Buffer.from(text),
          now(),
          (id, uk) => Promise.resolve(id === OURS && uk === t.app.ondc.settings.uniqueKeyId ? ourKey : null),
        );
        received.push({ path: req.url ?? '', verified: check.ok, body: JSON.parse(text) as never });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ message: { ack: { status: 'ACK' } } }));
      });
    });
    const lenderUri = `${await listen(lenderApp)}/ondc`;
    try {
      const result = await t.app.ondc.send({
        action: 'select',
        targetUri: lenderUri,
        transactionId: 'tx-out',
        ttlSeconds: 30,
        bpp: { id: LENDER.subscriberId, uri: lenderUri },
        message: { order: { provider: { id: 'P1' } } },
      });
      expect(result).toMatchObject({ sent: true, answer: { message: { ack: { status: 'ACK' } } } });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        path: '/ondc/select',
        verified: true,
        body: {
          context: { action: 'select', bap_id: OURS, bpp_id: LENDER.subscriberId, transaction_id: 'tx-out' },
        },
      });
      const [row] = await listTransactionMessages(t.database.db, 'tx-out');
      expect(row).toMatchObject({ direction: 'out', action: 'select', ackStatus: 'ACK', verified: true });
      expect(row?.targetUri).toBe(`${lenderUri}/select`);
    } finally {
      lenderApp.close();
    }
  });

  it('does not send a search without a gateway', async () => {
    const result = await t.app.ondc.send({
      action: 'search',
      transactionId: 'tx-g',
      ttlSeconds: 30,
      message: {},
    });
    expect(result).toMatchObject({ sent: false, problem: 'no_target' });
    expect(await listTransactionMessages(t.database.db, 'tx-g')).toEqual([]);
  });
});

describe('network participants', () => {
  it('saves a participant, replaces it by subscriber and key id, and finds only enabled ones', async () => {
    const db = t.database.db;
    const first = await saveParticipant(db, {
      subscriberId: 'lender-three.example',
      uri: 'https://lender-three.example/ondc',
      uniqueKeyId: 'k1',
      signingPublicKey: lenderKeys.publicKeyBase64,
      role: 'BPP',
      enabled: true,
    });
    expect(await findEnabledParticipant(db, 'lender-three.example', 'BPP')).toMatchObject({
      id: first.id,
      uri: 'https://lender-three.example/ondc',
    });
    expect(await findEnabledParticipant(db, 'lender-three.example', 'gateway')).toBeNull();
    const replaced = await saveParticipant(db, {
      ...first,
      uri: 'https://lender-three.example/v2',
      enabled: false,
      role: 'BPP',
    });
    expect(replaced.id).toBe(first.id);
    expect(replaced.uri).toBe('https://lender-three.example/v2');
    expect(await findEnabledParticipant(db, 'lender-three.example', 'BPP')).toBeNull();
    expect(
      (await listParticipants(db)).filter((p) => p.subscriberId === 'lender-three.example'),
    ).toHaveLength(1);
  });
});
