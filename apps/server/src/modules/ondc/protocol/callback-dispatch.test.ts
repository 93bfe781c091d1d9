import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { signInAdmin } from '../../../../test/support/admin.ts';
import { auditLog, ondcMessages, ondcParticipants } from '../../../db/schema/index.ts';
import {
  CALLBACK_MAX_APPLY_ATTEMPTS,
  dispatchPendingCallbacks,
  type CallbackHandlers,
} from './callback-dispatch.ts';
import { insertMessageOnce } from './message-log.repository.ts';

// Issue 17 (ADR 031): a callback whose handler throws is neither retried forever nor lost, and
// does not hold back the messages after it: its writes roll back, each pass tries it once, and
// after CALLBACK_MAX_APPLY_ATTEMPTS it is marked failed and listed with the network's failures.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TX = 'tx-dispatch-failure';

async function stored(messageId: string) {
  const row = await insertMessageOnce(t.app.db, {
    transactionId: TX,
    messageId,
    action: 'on_status',
    direction: 'in',
    senderSubscriberId: 'lender.example.in',
    targetUri: null,
    body: { context: { transaction_id: TX, message_id: messageId } },
    rawBody: '{}',
    authorization: 'verified-in-test',
    verified: true,
    at: new Date(),
  });
  if (!row) throw new Error('not stored');
  return row.id;
}

const messageRow = async (id: number) => {
  const [row] = await t.app.db.select().from(ondcMessages).where(eq(ondcMessages.id, id));
  if (!row) throw new Error('no message');
  return row;
};

/** The handler writes, then fails on a broken statement (the transaction is aborted, not just thrown in). */
const calls: string[] = [];
const handlers: CallbackHandlers = {
  on_status: async (tx, message) => {
    calls.push(message.messageId);
    if (message.messageId !== 'm-bad') return;
    await tx.insert(ondcParticipants).values({
      subscriberId: 'written-by-a-failing-handler',
      uri: 'https://x.example.in',
      uniqueKeyId: 'k1',
      signingPublicKey: 'x',
      role: 'BPP',
    });
    await tx.execute(sql`select 1 / 0 as customer_9876543210`);
  },
};

describe('a callback handler that throws', () => {
  it('rolls back its writes, holds back nothing, and is marked failed after its attempts', async () => {
    const bad = await stored('m-bad');
    const good = await stored('m-good');

    // One pass: the failure is recorded, the message after it is applied.
    expect(await dispatchPendingCallbacks(t.app.db, handlers, 50)).toBe(1);
    expect(calls).toEqual(['m-bad', 'm-good']);
    expect((await messageRow(good)).appliedAt).not.toBeNull();
    const once = await messageRow(bad);
    expect(once).toMatchObject({ appliedAt: null, applyAttempts: 1, applyFailedAt: null });
    expect(once.applyError).toContain('division by zero');
    const written = await t.app.db
      .select()
      .from(ondcParticipants)
      .where(eq(ondcParticipants.subscriberId, 'written-by-a-failing-handler'));
    expect(written).toEqual([]);

    // One attempt a pass, then never again.
    for (let pass = 2; pass <= CALLBACK_MAX_APPLY_ATTEMPTS + 2; pass += 1)
      expect(await dispatchPendingCallbacks(t.app.db, handlers, 50)).toBe(0);
    expect(calls.filter((id) => id === 'm-bad')).toHaveLength(CALLBACK_MAX_APPLY_ATTEMPTS);
    const spent = await messageRow(bad);
    expect(spent.applyAttempts).toBe(CALLBACK_MAX_APPLY_ATTEMPTS);
    expect(spent.applyFailedAt).not.toBeNull();
    expect(spent.appliedAt).toBeNull();
  });

  it('is listed with the network failures on the admin transactions page, its error masked', async () => {
    const admin = await signInAdmin(t, 1);
    const res = await admin.get('/api/admin/ondc/failures');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.rows as {
      message_id: string;
      apply_failure?: { attempts: number; error: string | null; failed_at: string | null } | null;
    }[];
    expect(rows.map((r) => r.message_id)).toEqual(['m-bad']);
    const failure = rows[0]?.apply_failure;
    expect(failure).toMatchObject({ attempts: CALLBACK_MAX_APPLY_ATTEMPTS, failed_at: expect.any(String) });
    expect(failure?.error).not.toContain('9876543210');
    // The transaction's own page shows it too.
    const tx = await admin.get(`/api/admin/ondc/transactions/${TX}`);
    const messages = tx.json().data.messages as { message_id: string; apply_failure?: unknown }[];
    expect(messages.find((m) => m.message_id === 'm-good')?.apply_failure).toBeNull();
  });

  it('is handed back by an admin (role 1, audited, once) and applied by the next pass', async () => {
    const admin = await signInAdmin(t, 1);
    const [bad] = await t.app.db.select().from(ondcMessages).where(eq(ondcMessages.messageId, 'm-bad'));
    if (!bad) throw new Error('no failed message');
    const retry = (id: number | string, as = admin) =>
      as.post(`/api/admin/ondc/messages/${String(id)}/retry`, {});

    // Odd ids, an unknown one, a message not marked failed, other admin roles: refused, nothing changes.
    for (const id of ['0x1', 'true', '-1', String(2 ** 31), '1.5'])
      expect((await retry(id)).statusCode, id).toBe(400);
    expect((await retry(999_999)).statusCode).toBe(404);
    const [good] = await t.app.db.select().from(ondcMessages).where(eq(ondcMessages.messageId, 'm-good'));
    expect((await retry(good?.id ?? 0)).statusCode).toBe(409);
    for (const role of [2, 3] as const)
      expect((await retry(bad.id, await signInAdmin(t, role))).statusCode).toBe(403);
    expect((await messageRow(bad.id)).applyFailedAt).not.toBeNull();

    // Two admins at once: one hands it back, the other is told it no longer is failed.
    const answers = await Promise.all([retry(bad.id), retry(bad.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const released = await messageRow(bad.id);
    expect(released).toMatchObject({
      applyAttempts: 0,
      applyFailedAt: null,
      applyError: null,
      appliedAt: null,
    });
    const [entry] = await t.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'ondc_message.retry', entityId: String(bad.id) });
    expect(JSON.stringify(entry?.before)).toContain('"attempts":5');
    expect(JSON.stringify(entry)).not.toContain('9876543210');
    const failures = (await admin.get('/api/admin/ondc/failures')).json().data.rows as unknown[];
    expect(failures).toEqual([]);

    // The cause fixed, the next pass applies it.
    const fixed: CallbackHandlers = { on_status: async () => {} };
    expect(await dispatchPendingCallbacks(t.app.db, fixed, 50)).toBe(1);
    expect((await messageRow(bad.id)).appliedAt).not.toBeNull();
    expect((await retry(bad.id)).statusCode).toBe(409);
  });
});
