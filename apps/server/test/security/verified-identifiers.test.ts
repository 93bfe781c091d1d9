import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { lastCode } from '../support/customer.ts';
import { mobileCustomer, signInByEmail } from '../support/identity.ts';
import { PERSONAL_PROFILE } from '../support/profiles.ts';
import { users } from '../../src/db/schema/index.ts';

// issue 12 finding 1: account pre-hijacking. Only a verified identifier is a way into an account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Customer = Awaited<ReturnType<typeof mobileCustomer>>;
const saveEmail = (c: Customer, email: string) =>
  c.post(`/api/user/${c.userId}/profile`, { ...PERSONAL_PROFILE, email });
const row = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
const sentTo = (email: string) => t.messages.filter((m) => m.to === email);

describe('an email typed into a profile is not a way in', () => {
  it('gives the real owner a new account and clears the unverified copy from the other one', async () => {
    const attacker = await mobileCustomer(t, '9300000001');
    const saved = await saveEmail(attacker, 'victim@example.in');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ email: 'victim@example.in', emailVerified: 0 });

    const victim = await signInByEmail(t, 'victim@example.in');
    expect(victim.userId).not.toBe(attacker.userId);
    expect(await row(attacker.userId)).toMatchObject({ email: null, emailVerified: 0 });
    expect(await row(victim.userId)).toMatchObject({ email: 'victim@example.in', emailVerified: 1 });
    // The attacker's account can never later "verify" its way into the victim's email.
    const resend = await attacker.post(`/api/user/${attacker.userId}/email/verification`);
    expect(resend.statusCode).toBe(400);
  });

  it('refuses, with 409, an email another account has verified, whatever its case', async () => {
    await signInByEmail(t, 'owner@example.in');
    const other = await mobileCustomer(t, '9300000002');
    const taken = await saveEmail(other, 'Owner@Example.in');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'This email is already registered with another account. Please use a different email',
    );
    expect((await row(other.userId))?.email).toBeNull();
  });
});

describe('verifying a saved email', () => {
  it('sends a code on save; the code makes the email a way into the same account', async () => {
    const c = await mobileCustomer(t, '9300000003');
    await saveEmail(c, 'asha.v@example.in');
    expect(sentTo('asha.v@example.in')).toHaveLength(1);
    expect(sentTo('asha.v@example.in')[0]?.text).toMatch(/email confirmation code/);

    const right = lastCode(t, 'asha.v@example.in');
    const wrong = await c.post(`/api/user/${c.userId}/email/verify`, {
      otp: right === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await c.post(`/api/user/${c.userId}/email/verify`, { otp: right });
    expect(ok.statusCode).toBe(200);
    expect((await c.get(`/api/user/${c.userId}`)).json().data).toMatchObject({
      email: 'asha.v@example.in',
      emailVerified: 1,
    });
    expect((await signInByEmail(t, 'asha.v@example.in')).userId).toBe(c.userId);

    // Saving the same email again keeps it verified and sends nothing.
    await saveEmail(c, 'Asha.V@example.in');
    expect((await row(c.userId))?.emailVerified).toBe(1);
    // A changed email is unverified again until its own code comes back.
    await saveEmail(c, 'asha.new@example.in');
    expect(await row(c.userId)).toMatchObject({ email: 'asha.new@example.in', emailVerified: 0 });
  });

  it('clears the copy another account typed once one account verifies the email', async () => {
    const first = await mobileCustomer(t, '9300000004');
    const second = await mobileCustomer(t, '9300000005');
    await saveEmail(first, 'shared@example.in');
    await t.database.db.update(users).set({ email: 'shared@example.in' }).where(eq(users.id, second.userId));
    const code = lastCode(t, 'shared@example.in');
    expect((await first.post(`/api/user/${first.userId}/email/verify`, { otp: code })).statusCode).toBe(200);
    expect((await row(second.userId))?.email).toBeNull();
    // The database itself holds the line: a second verified copy is refused by the unique index.
    await expect(
      t.database.db
        .update(users)
        .set({ email: 'SHARED@example.in', emailVerified: 1 })
        .where(eq(users.id, second.userId)),
    ).rejects.toThrow();
  });

  it('needs the customer session and answers 404 for another customer', async () => {
    const c = await mobileCustomer(t, '9300000006');
    const other = await mobileCustomer(t, '9300000007');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/user/${c.userId}/email/verify`,
      payload: { otp: '123456' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await other.post(`/api/user/${c.userId}/email/verification`)).statusCode).toBe(404);
  });

  it('will not replace the verified email that is an account’s only way in', async () => {
    const c = await signInByEmail(t, 'only.way@example.in');
    const res = await saveEmail(c, 'elsewhere@example.in');
    expect(res.statusCode).toBe(400);
    expect(await row(c.userId)).toMatchObject({ email: 'only.way@example.in', emailVerified: 1 });
  });

  it('never answers 5xx when the owner verifies on one account and signs in by email at once', async () => {
    const c = await mobileCustomer(t, '9300000008');
    await saveEmail(c, 'race@example.in');
    const verifyCode = lastCode(t, 'race@example.in');
    const ip = '10.77.0.1';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      payload: { channel: 'email', value: 'race@example.in' },
      remoteAddress: ip,
    });
    const signInCode = lastCode(t, 'race@example.in');
    const answers = await Promise.all([
      c.post(`/api/user/${c.userId}/email/verify`, { otp: verifyCode }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/otp/verify',
        payload: { channel: 'email', value: 'race@example.in', otp: signInCode },
        remoteAddress: ip,
      }),
    ]);
    expect(answers.map((a) => a.statusCode).every((s) => s < 500)).toBe(true);
    const holders = (await t.database.db.select().from(users)).filter(
      (u) => u.email === 'race@example.in' && u.emailVerified === 1 && u.erasedAt === null,
    );
    expect(holders).toHaveLength(1);
  });
});
