import type { TestApp } from './test-app.ts';
import { cookieHeader, cookieValue, lastCode, nextIp, signIn } from './customer.ts';

/** Signs in by email OTP through the real routes. */
export async function signInByEmail(t: TestApp, email: string, ip = nextIp()) {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/send',
    payload: { channel: 'email', value: email },
    remoteAddress: ip,
  });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    payload: { channel: 'email', value: email, otp: lastCode(t, email) },
    remoteAddress: ip,
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const body: { data: { userId: number } } = verified.json();
  return withRequests(t, body.data.userId, cookieHeader(verified), cookieValue(verified, 'cl_csrf'));
}

/** A mobile customer with request helpers that carry their cookies and CSRF token. */
export async function mobileCustomer(t: TestApp, phone: string) {
  const s = await signIn(t, phone);
  return withRequests(t, s.userId, s.cookie, s.csrf);
}

function withRequests(t: TestApp, userId: number, cookie: string, csrf: string) {
  const headers = { cookie, 'x-csrf-token': csrf };
  return {
    userId,
    headers,
    get: (url: string) => t.app.inject({ url, headers }),
    post: (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, payload: payload ?? {}, headers, remoteAddress: nextIp() }),
  };
}
