import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { USER_API } from '@cl/contracts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/customer.ts';
import { consentLedger, users } from '../src/db/schema/index.ts';

// DPDP (REGULATION.md): a customer gives and withdraws their own marketing consents only. Another
// customer's id, an odd id, a purpose the call does not take, no session or no CSRF token: each is
// refused with a clear answer and changes nothing, neither the record nor the consent ledger.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Customer = Awaited<ReturnType<typeof signIn>>;

const give = (userId: number | string) => USER_API.consentGive.replace(':userId', String(userId));
const withdraw = (userId: number | string) => USER_API.consentWithdraw.replace(':userId', String(userId));

function post(url: string, payload: object, as?: Customer, csrf = true) {
  const headers: Record<string, string> = {};
  if (as) headers.cookie = as.cookie;
  if (as && csrf) headers['x-csrf-token'] = as.csrf;
  return t.app.inject({ method: 'POST', url, payload, headers });
}

/** What a customer's consents are, on the record and in the ledger. */
async function consentsOf(userId: number) {
  const [record] = await t.database.db
    .select({ sms: users.allowSms, email: users.allowEmails })
    .from(users)
    .where(eq(users.id, userId));
  const ledger = await t.database.db.select().from(consentLedger).where(eq(consentLedger.userId, userId));
  return { record, ledger: ledger.length };
}

describe('giving and withdrawing a marketing consent', () => {
  it('changes the own record and adds to the ledger', async () => {
    const asha = await signIn(t, '9833300001');
    const before = await consentsOf(asha.userId);
    expect((await post(give(asha.userId), { purpose: 'sms_marketing' }, asha)).statusCode).toBe(200);
    const given = await consentsOf(asha.userId);
    expect(given.record?.sms).toBe(1);
    expect(given.record?.email).toBe(before.record?.email);
    expect(given.ledger).toBe(before.ledger + 1);
    expect((await post(withdraw(asha.userId), { purpose: 'sms_marketing' }, asha)).statusCode).toBe(200);
    const withdrawn = await consentsOf(asha.userId);
    expect(withdrawn.record?.sms).toBe(0);
    expect(withdrawn.ledger).toBe(before.ledger + 2);
  });

  it("refuses another customer's id as not found, and changes nothing of theirs", async () => {
    const ravi = await signIn(t, '9833300002');
    const meera = await signIn(t, '9833300003');
    const before = await consentsOf(meera.userId);
    for (const url of [give(meera.userId), withdraw(meera.userId)]) {
      const res = await post(url, { purpose: 'sms_marketing' }, ravi);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBeTruthy();
    }
    expect(await consentsOf(meera.userId)).toEqual(before);
  });

  it('refuses odd ids, unknown purposes, no session and no CSRF token, changing nothing', async () => {
    const kiran = await signIn(t, '9833300004');
    const before = await consentsOf(kiran.userId);
    for (const id of ['true', '0x1', '2147483648', '-1', '1.5', ` ${String(kiran.userId)}`, '1e1']) {
      const res = await post(give(encodeURIComponent(id)), { purpose: 'sms_marketing' }, kiran);
      expect(res.statusCode, id).toBe(400);
    }
    for (const body of [
      { purpose: 'data_processing' },
      { purpose: 'nope' },
      {},
      { purpose: ['sms_marketing'] },
    ]) {
      const res = await post(give(kiran.userId), body, kiran);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await post(withdraw(kiran.userId), { purpose: 'nope' }, kiran)).statusCode).toBe(400);
    expect((await post(give(kiran.userId), { purpose: 'sms_marketing' })).statusCode).toBe(401);
    expect((await post(give(kiran.userId), { purpose: 'sms_marketing' }, kiran, false)).statusCode).toBe(403);
    expect(await consentsOf(kiran.userId)).toEqual(before);
  });
});
