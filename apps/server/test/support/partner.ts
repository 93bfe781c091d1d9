import { eq } from 'drizzle-orm';
import { partnerUsers, partners } from '../../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';
import { cookieHeader, cookieValue, lastCode, nextIp } from './customer.ts';

/** The partner OTP sign-in for a mobile, answered raw (a disabled user's refusal is a result too). */
export async function partnerOtpSignIn(t: TestApp, mobile: string) {
  const ip = nextIp();
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/partner/auth/otp/send',
    payload: { channel: 'mobile', value: mobile },
    remoteAddress: ip,
  });
  if (sent.statusCode !== 200) return sent;
  return t.app.inject({
    method: 'POST',
    url: '/api/partner/auth/otp/verify',
    payload: { channel: 'mobile', value: mobile, otp: lastCode(t, mobile) },
    remoteAddress: ip,
  });
}

/** Signs in the sample owner of a seeded partner through the partner OTP routes. */
export async function signInPartner(t: TestApp, key: string) {
  const [row] = await t.database.db
    .select({ mobile: partnerUsers.mobile, partnerId: partners.id })
    .from(partnerUsers)
    .innerJoin(partners, eq(partners.id, partnerUsers.partnerId))
    .where(eq(partners.key, key));
  if (!row?.mobile) throw new Error(`no sample user for ${key}`);
  const res = await partnerOtpSignIn(t, row.mobile);
  if (res.statusCode !== 200) throw new Error(res.body);
  const headers = { cookie: cookieHeader(res), 'x-csrf-token': cookieValue(res, 'cl_csrf') };
  return {
    partnerId: row.partnerId,
    headers,
    get: (url: string) => t.app.inject({ url, headers }),
    post: (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, payload: payload ?? {}, headers }),
  };
}
