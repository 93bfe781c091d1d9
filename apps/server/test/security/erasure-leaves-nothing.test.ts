import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { nextIp, signIn } from '../support/customer.ts';
import { signInAdmin } from '../support/admin.ts';
import { PERSONAL_PROFILE } from '../support/profiles.ts';
import * as schema from '../../src/db/schema/index.ts';
import { createOutboxTransport } from '../../src/modules/messaging/outbox-transport.ts';
import type { MessageTransport, OutgoingMessage } from '../../src/modules/messaging/transport.ts';

// Issue 12 finding 5: a customer with data in every registered table is erased; then no table,
// no outbox line and (on the embedded database) no file holds their number, email, name or PAN.
const MOBILE = '9812340001';
const EMAIL = 'zq.erase@example.in';
const PAN = 'ZQXPQ4321K';
const FULL_NAME = 'Zephyrine Quillfeather';
const NEEDLES = [MOBILE, EMAIL, PAN, 'Zephyrine', 'Quillfeather'];
const PERSON = {
  ...PERSONAL_PROFILE,
  first_name: 'Zephyrine',
  last_name: 'Quillfeather',
  pan: PAN,
  email: EMAIL,
  allow_sms: 1,
};

let t: TestApp;
let dataDir: string;
const sent: { to: OutgoingMessage[] } = { to: [] };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cl-erasure-'));
  const outbox = createOutboxTransport(dataDir, pino({ level: 'silent' }));
  // The real outbox file, and a copy in memory for the sign-in helper to read the code from.
  const transport: MessageTransport = {
    name: 'outbox',
    send: async (message) => {
      sent.to.push(message);
      await outbox.send(message);
    },
    forget: outbox.forget,
  };
  t = await createTestApp(
    { DATA_DIR: dataDir },
    { transports: { mobile: transport, email: transport }, pgliteDataDir: path.join(dataDir, 'db') },
  );
  sent.to = t.messages;
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const rowsOfText = z.object({ rows: z.array(z.object({ row: z.string() })) });

async function rowsHolding(needles: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const name = getTableConfig(value).name;
    const result = await t.database.db.execute(sql.raw(`select (r.*)::text as row from "${name}" r`));
    for (const { row: text } of rowsOfText.parse(result).rows) {
      for (const needle of needles) if (text.includes(needle)) found.push(`${name}: ${needle}`);
    }
  }
  return found;
}

async function filesHolding(dir: string, bytes: Buffer): Promise<string[]> {
  const hits: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await readFile(file)).includes(bytes)) hits.push(path.relative(dir, file));
  }
  return hits;
}

async function seedEverywhere() {
  const s = await signIn(t, MOBILE);
  const headers = { cookie: s.cookie, 'x-csrf-token': s.csrf };
  const profile = await t.app.inject({
    method: 'POST',
    url: `/api/user/${String(s.userId)}/profile`,
    payload: PERSON,
    headers,
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const offers = (await t.app.inject({ url: '/api/offers?product=personal', headers })).json().data.offers;
  const offer = offers.find((o: { handoff: string }) => o.handoff === 'redirect');
  const applied = await t.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers,
    payload: {
      lender_id: offer.lenderId,
      product: 'personal',
      amount: offer.amount,
      tenure_months: 12,
      kfs_version: offer.kfsVersion,
      idempotency_key: 'k-erase-1',
    },
  });
  expect(applied.statusCode, applied.body).toBe(200);
  // A wrong code: an OTP failure row and rate-limit rows keyed by the number.
  const ip = nextIp();
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/send',
    payload: { channel: 'email', value: EMAIL },
    remoteAddress: ip,
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    payload: { channel: 'email', value: EMAIL, otp: '000001' },
    remoteAddress: ip,
  });
  const helpReferences: string[] = [];
  for (const payload of [
    { name: FULL_NAME, email: EMAIL, phone: MOBILE, description: 'Please call me back' },
    {
      name: 'Someone Else',
      email: 'other@example.in',
      phone: '9700000001',
      description: `My friend ${FULL_NAME} (PAN ${PAN}, ${MOBILE}) asked`,
    },
  ]) {
    const help = await t.app.inject({
      method: 'POST',
      url: '/api/help-request',
      payload,
      remoteAddress: nextIp(),
    });
    expect(help.statusCode, help.body).toBe(200);
    helpReferences.push(help.json<{ reference: string }>().reference);
  }
  const root = await signInAdmin(t, 1);
  // Issue 15: support's answers in the inbox quote the person (their own request and a friend's).
  for (const reference of helpReferences) {
    const answer = await root.post(`/api/admin/support/threads/${reference}/replies`, {
      message: `We will call ${FULL_NAME} on ${MOBILE}`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }
  expect(
    (
      await root.post(`/api/admin/csr/customers/${String(s.userId)}/notes`, {
        note: `${FULL_NAME} asked about ${PAN}`,
      })
    ).statusCode,
  ).toBe(200);
  const db = t.database.db;
  const [application] = await db
    .select()
    .from(schema.applications)
    .where(sql`${schema.applications.userId} = ${s.userId}`);
  const applicationId = application?.id ?? 0;
  await db
    .insert(schema.applicationEvents)
    .values({ applicationId, status: 'submitted', source: 'admin', note: `Lender called ${MOBILE}` });
  await db
    .insert(schema.lenderSubmissions)
    .values({ applicationId, lenderId: 1, lastError: `rejected: ${EMAIL} already exists` });
  await db
    .insert(schema.lenderApiFailures)
    .values({ submissionId: 1, applicationId, lenderId: 1, attempt: 1, error: `pan ${PAN} invalid` });
  await db.insert(schema.callOutcomes).values({
    userId: s.userId,
    adminId: root.adminId,
    outcome: 'callback',
    note: `call ${FULL_NAME} on ${MOBILE}`,
  });
  await db.insert(schema.leads).values({
    partnerId: 1,
    source: 'api',
    name: FULL_NAME,
    mobile: MOBILE,
    email: EMAIL,
    product: 'personal',
    userId: s.userId,
    idempotencyKey: 'lead-erase-1',
    meta: { pan: PAN },
  });
  await db.insert(schema.supportTickets).values({
    reference: 'TKT-ERASE001',
    partnerId: 1,
    kind: 'lead',
    subject: `Lead ${MOBILE}`,
    message: `Customer ${FULL_NAME}, ${EMAIL}`,
  });
  await db.insert(schema.merchants).values({
    businessName: 'Shop',
    ownerName: 'Ravi Kumar',
    mobile: '9700000002',
    email: 'shop@example.in',
    city: 'Pune',
    pincode: '411001',
    category: 'retail',
    reviewNote: `referred by ${EMAIL}`,
  });
  await db.insert(schema.uploadBatches).values({
    kind: 'status',
    fileName: 'status.xlsx',
    sha256: 'a'.repeat(64),
    rowsRead: 1,
    created: 0,
    updated: 0,
    errors: [{ row: 2, message: `unknown mobile ${MOBILE}` }],
  });
  await db.insert(schema.pageViews).values({
    path: `/apply?mobile=${MOBILE}`,
    referrer: `https://mail.example/?to=${EMAIL}`,
    userId: s.userId,
  });
  await db.insert(schema.auditLog).values({
    actorType: 'admin',
    actorId: root.adminId,
    action: 'user.update',
    entity: 'user',
    entityId: String(s.userId),
    before: { email: EMAIL },
    after: { name: FULL_NAME },
  });
  return { root, userId: s.userId };
}

describe('erasure leaves nothing of the person', () => {
  it('removes them from every table, the outbox file and the database files, and stops contact', async () => {
    const { root, userId } = await seedEverywhere();
    expect((await rowsHolding(NEEDLES)).length).toBeGreaterThan(15);
    expect(await readFile(path.join(dataDir, 'outbox.jsonl'), 'utf8')).toContain(MOBILE);

    const erased = await root.post(`/api/admin/customers/${String(userId)}/erase`, {
      reason: `${FULL_NAME} wrote to grievance officer`,
    });
    expect(erased.statusCode, erased.body).toBe(200);

    expect(await rowsHolding(NEEDLES)).toEqual([]);
    const outbox = await readFile(path.join(dataDir, 'outbox.jsonl'), 'utf8');
    expect(outbox).not.toContain(MOBILE);
    expect(outbox).not.toContain(EMAIL);
    // The embedded database's files: no old row version, no WAL segment still holds the number.
    if (t.database.kind === 'pglite')
      expect(await filesHolding(path.join(dataDir, 'db'), Buffer.from(MOBILE))).toEqual([]);

    const queue = await root.get('/api/admin/telecalling/queue');
    expect(queue.statusCode).toBe(200);
    expect(queue.body).not.toContain(`"userId":${String(userId)}`);
  }, 120_000);
});
