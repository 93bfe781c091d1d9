import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { auditLog, ondcParticipants } from '../src/db/schema/index.ts';
import { insertMessageOnce, recordAck } from '../src/modules/ondc/protocol/message-log.repository.ts';
import { upsertOfferEntry } from '../src/modules/ondc/flow/network-offers.repository.ts';
import { createAuthorization } from '../src/modules/ondc/protocol/signature.ts';
import { generateSigningKeyPair, signingKeyPairFrom } from '../src/modules/ondc/protocol/signing-keys.ts';
import { signInAdmin } from './support/admin.ts';
import { signIn } from './support/customer.ts';
import { signInPartner } from './support/partner.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Issue 17: the admin side of the ONDC network (participants, transaction viewer, failures).

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t, 1);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const PARTICIPANTS = '/api/admin/ondc/participants';
const key = () => generateSigningKeyPair().publicKeyBase64;
const participant = (over: Record<string, unknown> = {}) => ({
  subscriber_id: 'lender-nine.example.in',
  uri: 'https://lender-nine.example.in/ondc',
  unique_key_id: 'k1',
  signing_public_key: key(),
  role: 'BPP',
  enabled: true,
  ...over,
});
const put = (url: string, payload: object, headers = admin.headers) =>
  t.app.inject({ method: 'PUT', url, payload, headers });
const lastAudit = async () =>
  (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
const participantRows = () => t.database.db.select().from(ondcParticipants);

describe('ONDC participants (admin)', () => {
  it('adds, lists and edits a participant, auditing each change with before and after', async () => {
    const body = participant();
    const added = await admin.post(PARTICIPANTS, body);
    expect(added.statusCode).toBe(200);
    const id: number = added.json().data.id;
    expect(added.json().data).toMatchObject({
      subscriber_id: body.subscriber_id,
      enabled: true,
      role: 'BPP',
    });
    expect(await lastAudit()).toMatchObject({ action: 'ondc_participant.create', entityId: String(id) });

    const listed = await admin.get(PARTICIPANTS);
    expect(listed.json().data.map((p: { id: number }) => p.id)).toContain(id);

    const off = await put(`${PARTICIPANTS}/${id}`, {
      ...body,
      enabled: false,
      uri: 'https://nine.example.in/v2',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ enabled: false, uri: 'https://nine.example.in/v2' });
    expect(await lastAudit()).toMatchObject({
      action: 'ondc_participant.update',
      entityId: String(id),
      before: expect.objectContaining({ enabled: true }),
      after: expect.objectContaining({ enabled: false }),
    });
  });

  it('refuses a duplicate subscriber, a bad key and a bad URL with a message, changing nothing', async () => {
    const first = await admin.post(PARTICIPANTS, participant({ subscriber_id: 'dup.example.in' }));
    expect(first.statusCode).toBe(200);
    const before = await participantRows();
    const auditBefore = await lastAudit();

    const duplicate = await admin.post(
      PARTICIPANTS,
      participant({ subscriber_id: 'dup.example.in', unique_key_id: 'k2' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(
      'A participant with subscriber id dup.example.in and this role or unique key id already exists',
    );
    const sameKeyOtherRole = await admin.post(
      PARTICIPANTS,
      participant({ subscriber_id: 'dup.example.in', role: 'gateway' }),
    );
    expect(sameKeyOtherRole.statusCode).toBe(409);

    for (const bad of ['not a key', 'AAAA', key().slice(0, 43), Buffer.alloc(31).toString('base64')]) {
      const res = await admin.post(
        PARTICIPANTS,
        participant({ subscriber_id: 'new.example.in', signing_public_key: bad }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/ed25519 signing public key/);
    }
    for (const uri of [
      'http://lender.example.in',
      'ftp://x.example.in',
      'javascript:alert(1)',
      'https://a b',
    ]) {
      const res = await admin.post(PARTICIPANTS, participant({ subscriber_id: 'new.example.in', uri }));
      expect(res.statusCode).toBe(400);
    }
    const { id } = first.json().data;
    const editToTaken = await admin.post(PARTICIPANTS, participant({ subscriber_id: 'other.example.in' }));
    const clash = await put(
      `${PARTICIPANTS}/${editToTaken.json().data.id}`,
      participant({ subscriber_id: 'dup.example.in' }),
    );
    expect(clash.statusCode).toBe(409);
    expect(
      await put(`${PARTICIPANTS}/${id}`, participant({ subscriber_id: 'dup.example.in', role: 'nobody' })),
    ).toMatchObject({
      statusCode: 400,
    });

    const after = await participantRows();
    expect(after.filter((r) => r.subscriberId !== 'other.example.in')).toEqual(before);
    expect((await lastAudit())?.id).toBe((auditBefore?.id ?? 0) + 1);
  });

  it('refuses odd ids and odd values', async () => {
    for (const id of ['true', '0x1', '2147483648', '0', '-1', '1.5', '01']) {
      expect((await put(`${PARTICIPANTS}/${id}`, participant())).statusCode).toBe(400);
    }
    expect((await put(`${PARTICIPANTS}/2147483647`, participant())).statusCode).toBe(404);
    expect((await admin.post(PARTICIPANTS, participant({ enabled: 'true' }))).statusCode).toBe(400);
    expect((await admin.post(PARTICIPANTS, participant({ enabled: 1 }))).statusCode).toBe(400);
    expect((await admin.post(PARTICIPANTS, participant({ subscriber_id: true }))).statusCode).toBe(400);
    expect((await admin.get('/api/admin/ondc/transactions?page=0x1')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/ondc/transactions?page=true')).statusCode).toBe(400);
  });

  it('is for admin role 1 only: other roles get 403, customers and partners 401, and nothing changes', async () => {
    const before = await participantRows();
    for (const role of [2, 3] as const) {
      const other = await signInAdmin(t, role);
      expect((await other.get(PARTICIPANTS)).statusCode).toBe(403);
      expect(
        (await other.post(PARTICIPANTS, participant({ subscriber_id: 'r.example.in' }))).statusCode,
      ).toBe(403);
      expect((await other.get('/api/admin/ondc/transactions')).statusCode).toBe(403);
      expect((await other.get('/api/admin/ondc/failures')).statusCode).toBe(403);
    }
    const customer = await signIn(t, '9811122233');
    const customerHeaders = { cookie: customer.cookie, 'x-csrf-token': customer.csrf };
    const partner = await signInPartner(t, 'vakrangee');
    for (const headers of [customerHeaders, partner.headers, {}]) {
      expect((await t.app.inject({ url: PARTICIPANTS, headers })).statusCode).toBe(401);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: PARTICIPANTS,
            headers,
            payload: participant({ subscriber_id: 'c.example.in' }),
          })
        ).statusCode,
      ).toBe(401);
      expect((await t.app.inject({ url: '/api/admin/ondc/transactions/tx-1', headers })).statusCode).toBe(
        401,
      );
    }
    expect(await participantRows()).toEqual(before);
  });
});

describe('ONDC transaction viewer (admin)', () => {
  const lender = signingKeyPairFrom(generateSigningKeyPair().privateKeyBase64);
  const store = async (over: {
    transactionId: string;
    messageId: string;
    action: string;
    at: Date;
    direction?: 'in' | 'out';
    verified?: boolean;
    body?: object;
  }) => {
    const body = over.body ?? { context: { transaction_id: over.transactionId, action: over.action } };
    const raw = JSON.stringify(body);
    const authorization = createAuthorization(
      { subscriberId: 'bpp.example.in', uniqueKeyId: 'bk1', privateKey: lender.privateKey },
      raw,
      Math.floor(over.at.getTime() / 1000),
      60,
    );
    return insertMessageOnce(t.database.db, {
      direction: 'in',
      verified: true,
      senderSubscriberId: 'bpp.example.in',
      targetUri: null,
      body,
      rawBody: raw,
      authorization,
      ...over,
    });
  };

  beforeAll(async () => {
    await store({
      transactionId: 'tx-a',
      messageId: 'm1',
      action: 'search',
      direction: 'out',
      at: new Date('2026-11-20T10:00:00Z'),
    });
    await store({
      transactionId: 'tx-a',
      messageId: 'm2',
      action: 'on_init',
      at: new Date('2026-11-20T10:00:05Z'),
      body: {
        context: { transaction_id: 'tx-a' },
        message: {
          order: {
            fulfillments: [
              { customer: { person: { name: 'Asha Verma' }, contact: { phone: '9876543210' } } },
            ],
            note: 'PAN ABCDE1234F',
          },
        },
      },
    });
    await store({
      transactionId: 'tx-a',
      messageId: 'm3',
      action: 'on_init',
      verified: false,
      at: new Date('2026-11-20T10:00:06Z'),
    });
    const sent = await store({
      transactionId: 'tx-b',
      messageId: 'm4',
      action: 'select',
      direction: 'out',
      at: new Date('2026-11-21T09:00:00Z'),
    });
    if (!sent) throw new Error('not stored');
    await recordAck(t.database.db, sent.id, 'NACK', { code: '30016', message: 'Invalid signature' });
  });

  it('lists transactions, latest first, with first and last action and counts', async () => {
    const res = await admin.get('/api/admin/ondc/transactions');
    expect(res.statusCode).toBe(200);
    const { rows, total } = res.json().data;
    expect(total).toBe(2);
    expect(rows[0]).toMatchObject({
      transaction_id: 'tx-b',
      first_action: 'select',
      last_action: 'select',
      messages: 1,
      nacks: 1,
    });
    expect(rows[1]).toMatchObject({
      transaction_id: 'tx-a',
      first_action: 'search',
      last_action: 'on_init',
      messages: 3,
      refused: 1,
      nacks: 0,
      first_at: '2026-11-20T10:00:00.000Z',
      last_at: '2026-11-20T10:00:06.000Z',
    });
    expect((await admin.get('/api/admin/ondc/transactions?page=2')).json().data.rows).toEqual([]);
  });

  it('shows every message of a transaction in order, with keyId, verification and a masked body', async () => {
    const res = await admin.get('/api/admin/ondc/transactions/tx-a');
    expect(res.statusCode).toBe(200);
    const messages = res.json().data.messages;
    expect(messages.map((m: { message_id: string }) => m.message_id)).toEqual(['m1', 'm2', 'm3']);
    expect(messages[1]).toMatchObject({
      direction: 'in',
      action: 'on_init',
      verified: true,
      key_id: 'bpp.example.in|bk1|ed25519',
    });
    expect(messages[2].verified).toBe(false);
    expect(messages[1].body).toContain('"transaction_id": "tx-a"');
    // In the order it was written (raw_body); jsonb would put the shorter key "action" first.
    expect(messages[0].body.indexOf('"transaction_id"')).toBeLessThan(messages[0].body.indexOf('"action"'));
    expect(messages[1].body).not.toMatch(/Asha|9876543210|ABCDE1234F/);
    expect((await admin.get('/api/admin/ondc/transactions/tx-none')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/ondc/transactions/a%20b')).statusCode).toBe(400);
  });

  it('lists NACKs, calls never answered and refused callbacks as the network failures', async () => {
    // A call still in flight (sent a moment ago, no answer yet) is not a failure.
    await store({ transactionId: 'tx-c', messageId: 'm5', action: 'init', direction: 'out', at: new Date() });
    const res = await admin.get('/api/admin/ondc/failures');
    expect(res.statusCode).toBe(200);
    const rows: {
      message_id: string;
      ack_status: string | null;
      verified: boolean;
      ack_error: string | null;
    }[] = res.json().data.rows;
    // m1, a search sent days ago, was never answered with ACK or NACK.
    expect(rows.map((r) => r.message_id)).toEqual(['m4', 'm3', 'm1']);
    expect(rows[0]?.ack_error).toContain('30016');
    expect(rows[1]?.verified).toBe(false);
    expect(rows[2]).toMatchObject({ ack_status: null, verified: true });
  });

  it('pages past the end as empty pages that still count every row; other admin roles see no message', async () => {
    // tx-a, tx-b and tx-c; the NACK, the refused callback and the unanswered search.
    for (const [list, total] of [
      ['transactions', 3],
      ['failures', 3],
    ] as const) {
      const past = await admin.get(`/api/admin/ondc/${list}?page=100000`);
      expect(past.statusCode, list).toBe(200);
      expect(past.json().data, list).toMatchObject({ page: 100000, total, rows: [] });
      expect((await admin.get(`/api/admin/ondc/${list}?page=100001`)).statusCode, list).toBe(400);
    }
    for (const role of [2, 3] as const) {
      const other = await signInAdmin(t, role);
      const res = await other.get('/api/admin/ondc/transactions/tx-a');
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('bpp.example.in');
    }
  });
});

describe('ONDC quote disagreements (admin)', () => {
  const offer = (transactionId: string, providerId: string, disagreements: unknown, at: Date) =>
    upsertOfferEntry(
      t.app.db,
      {
        transactionId,
        bppId: 'bpp.example.in',
        bppUri: 'https://bpp.example.in/ondc',
        providerId,
        providerName: `Lender ${providerId}`,
        itemId: 'item-1',
        grievance: null,
        buyerFinderFeeBp: 100,
        state: 'offer',
        terms: { principalPaise: 10_000_000, disagreements },
        offerMessageId: `sel-${providerId}`,
        nextForm: null,
      },
      at,
    );

  it('lists the offers whose figures do not add up, latest first, and only those', async () => {
    await offer(
      'tx-q1',
      'p1',
      ['INSTALLMENT_AMOUNT', 'ANNUAL_PERCENTAGE_RATE'],
      new Date('2026-11-24T10:00:00Z'),
    );
    await offer('tx-q1', 'p2', [], new Date('2026-11-24T10:01:00Z'));
    await offer('tx-q2', 'p3', ['NET_DISBURSED_AMOUNT'], new Date('2026-11-24T11:00:00Z'));
    await offer('tx-q2', 'p4', 'not a list', new Date('2026-11-24T11:01:00Z'));

    const res = await admin.get('/api/admin/ondc/quote-disagreements');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total: 2, page: 1 });
    expect(res.json().data.rows).toEqual([
      {
        id: expect.any(Number),
        transaction_id: 'tx-q2',
        lender: 'Lender p3',
        sender: 'bpp.example.in',
        message_id: 'sel-p3',
        codes: ['NET_DISBURSED_AMOUNT'],
        at: '2026-11-24T11:00:00.000Z',
      },
      expect.objectContaining({
        transaction_id: 'tx-q1',
        codes: ['INSTALLMENT_AMOUNT', 'ANNUAL_PERCENTAGE_RATE'],
      }),
    ]);

    // The lender's next on_select adds up: it leaves the list.
    await offer('tx-q2', 'p3', [], new Date('2026-11-24T12:00:00Z'));
    const after = await admin.get('/api/admin/ondc/quote-disagreements');
    expect(after.json().data.rows.map((r: { lender: string }) => r.lender)).toEqual(['Lender p1']);

    expect((await admin.get('/api/admin/ondc/quote-disagreements?page=0x1')).statusCode).toBe(400);
    for (const role of [2, 3] as const) {
      const other = await signInAdmin(t, role);
      expect((await other.get('/api/admin/ondc/quote-disagreements')).statusCode).toBe(403);
    }
  });
});
