import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { lastCode, nextIp, signIn } from '../support/customer.ts';
import { PERSONAL_PROFILE } from '../support/profiles.ts';
import { users } from '../../src/db/schema/index.ts';
import { safeError } from '../../src/lib/log-safe-error.ts';

// Issue 12 finding 4: every path that can log (request errors, validation, OTP, workers) is driven
// with one customer's details, then every log line is searched for any of them.
const PHONE = '9812345670';
const EMAIL = 'asha.logtest@example.in';
const PERSON = {
  ...PERSONAL_PROFILE,
  first_name: 'Zephyrine',
  last_name: 'Quillfeather',
  address1: 'Flat 77Q, Marigold Towers',
  pan: 'ZQXPQ4321K',
  birth_date: '03/11/1991',
  email: EMAIL,
};
const VALUES = [PHONE, EMAIL, 'Zephyrine', 'Quillfeather', 'Marigold Towers', 'ZQXPQ4321K', '1991-11-03'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function leaks(extra: string[] = []): string[] {
  const text = t.logs();
  return [...VALUES, ...extra].filter((value) => text.includes(value));
}

describe('logs carry ids, never personal data', () => {
  it('logs at trace level (so the scan sees everything the app can write)', () => {
    expect(t.logs()).not.toBe('');
  });

  it('a failing profile write does not log the row (DrizzleQueryError with params)', async () => {
    const s = await signIn(t, PHONE);
    // Any write carrying this name fails in the database: the error holds the whole row.
    await t.database.db.execute(
      sql.raw(
        `alter table users add constraint log_test_refuse check (first_name is distinct from 'Zephyrine')`,
      ),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/${String(s.userId)}/profile`,
      payload: PERSON,
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrf },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    await t.database.db.execute(sql.raw('alter table users drop constraint log_test_refuse'));
    expect(t.logs()).toContain('log_test_refuse');
    expect(leaks([lastCode(t, PHONE)])).toEqual([]);
  });

  it('a unique clash logs the constraint, not the detail "Key (email)=(…)"', async () => {
    const error = await t.database.db
      .insert(users)
      .values([
        // Only verified identifiers are unique (docs/decisions/010).
        { mobilePhoneNumber: PHONE, mobileVerified: 1, email: EMAIL, firstName: 'Zephyrine' },
        { mobilePhoneNumber: PHONE, mobileVerified: 1, email: EMAIL, firstName: 'Zephyrine' },
      ])
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);
    // The path a background worker takes: its pass fails and it logs { err }.
    t.app.log.warn({ err: error, submissionId: 1 }, 'submission pass failed');
    t.app.log.error({ error, row: { email: EMAIL, name: 'Zephyrine' } }, 'anything');
    expect(JSON.stringify(safeError(error))).toMatch(/constraint|23505/);
    expect(leaks()).toEqual([]);
  });

  it('a validation failure and help requests with personal data in the body log none of it', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/help-request',
      payload: { name: 'Zephyrine Quillfeather', email: EMAIL, phone: 'not a phone', description: 'x' },
      remoteAddress: nextIp(),
    });
    expect(bad.statusCode).toBe(400);
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/help-request',
      payload: {
        name: 'Zephyrine Quillfeather',
        email: EMAIL,
        phone: PHONE,
        description: 'My PAN ZQXPQ4321K is shown wrong, I live at Marigold Towers',
      },
      remoteAddress: nextIp(),
    });
    expect(good.statusCode).toBe(200);
    expect(leaks()).toEqual([]);
  });

  it('OTP send and a wrong verify log neither the number, the email nor the code', async () => {
    const ip = nextIp();
    for (const [channel, value] of [
      ['mobile', '9812345671'],
      ['email', 'zq.otp@example.in'],
    ] as const) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/auth/otp/send',
        payload: { channel, value },
        remoteAddress: ip,
      });
      expect(sent.statusCode).toBe(200);
      const code = lastCode(t, value);
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/otp/verify',
        payload: { channel, value, otp: code === '000000' ? '111111' : '000000' },
        remoteAddress: ip,
      });
      expect(leaks([value, code])).toEqual([]);
    }
  });

  it('a URL query keeps parameter names only', async () => {
    await t.app.inject({ url: `/api/nothing-here?mobile=${PHONE}&email=${EMAIL}` });
    expect(t.logs()).toContain('mobile=[value]');
    expect(leaks()).toEqual([]);
  });
});
