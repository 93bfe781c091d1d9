import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { USER_API } from '@cl/contracts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { customerCaller } from './security/support/callers.ts';
import { consentLedger, users } from '../src/db/schema/index.ts';

// DPDP (REGULATION.md): a customer's own marketing consent, given and withdrawn. Another customer's
// id, odd ids, no session and no CSRF token are the security suite's, for every route
// (access-matrix, number-bounds, auth-attacks): here, what the calls themselves decide.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Caller = Awaited<ReturnType<typeof customerCaller>>;

const call = (path: string, as: Caller, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: path.replace(':userId', String(as.userId)),
    payload,
    headers: as.headers,
  });

/** The customer's consents on the record, and how many lines the ledger holds for them. */
async function consentsOf(userId: number) {
  const [record] = await t.database.db
    .select({ sms: users.allowSms, email: users.allowEmails })
    .from(users)
    .where(eq(users.id, userId));
  const ledger = await t.database.db.select().from(consentLedger).where(eq(consentLedger.userId, userId));
  return { record, ledger: ledger.length };
}

describe('giving and withdrawing a marketing consent', () => {
  it('changes only the purpose named, one ledger line each, and a repeated call adds nothing', async () => {
    const asha = await customerCaller(t, 'customer');
    const before = await consentsOf(asha.userId);
    for (let i = 0; i < 2; i++)
      expect((await call(USER_API.consentGive, asha, { purpose: 'sms_marketing' })).statusCode).toBe(200);
    expect(await consentsOf(asha.userId)).toEqual({
      record: { sms: 1, email: before.record?.email },
      ledger: before.ledger + 1,
    });
    for (let i = 0; i < 2; i++)
      expect((await call(USER_API.consentWithdraw, asha, { purpose: 'sms_marketing' })).statusCode).toBe(200);
    expect(await consentsOf(asha.userId)).toEqual({
      record: { sms: 0, email: before.record?.email },
      ledger: before.ledger + 2,
    });
  });

  it('refuses a purpose the call does not take with a message, changing nothing', async () => {
    const kiran = await customerCaller(t, 'customer');
    const before = await consentsOf(kiran.userId);
    for (const body of [
      { purpose: 'data_processing' },
      { purpose: 'nope' },
      {},
      { purpose: ['sms_marketing'] },
    ]) {
      const res = await call(USER_API.consentGive, kiran, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await call(USER_API.consentWithdraw, kiran, { purpose: 'nope' })).statusCode).toBe(400);
    expect(await consentsOf(kiran.userId)).toEqual(before);
  });
});
