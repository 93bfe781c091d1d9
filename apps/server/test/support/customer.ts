import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';
import { otpCodes } from '../../src/db/schema/index.ts';

/** Moves a destination's codes a minute into the past, past the resend cooldown. */
export async function ageCodes(t: TestApp, destination: string): Promise<void> {
  await t.database.db
    .update(otpCodes)
    .set({ createdAt: new Date(Date.now() - 60_000) })
    .where(eq(otpCodes.destination, destination));
}

export const lastCode = (t: TestApp, to: string): string => {
  const message = [...t.messages].reverse().find((m) => m.to === to);
  const code = message ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
};

/** Cookie header for the next request, from a response's Set-Cookie lines. */
export function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

export function cookieValue(res: LightMyRequestResponse, name: string): string {
  const found = res.cookies.find((c) => c.name === name);
  if (!found) throw new Error(`no cookie ${name}`);
  return found.value;
}

let ipCounter = 0;
/** A new client address per call, so tests that are not about IP limits never meet them. */
export const nextIp = (): string => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** Signs a customer in by OTP through the real routes; returns their id, cookies and CSRF token. */
export async function signIn(t: TestApp, phone: string, ip = nextIp()) {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/send',
    payload: { channel: 'mobile', value: phone },
    remoteAddress: ip,
  });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    payload: { channel: 'mobile', value: phone, otp: lastCode(t, phone) },
    remoteAddress: ip,
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const body: { data: { userId: number }; token: string } = verified.json();
  return {
    userId: body.data.userId,
    token: body.token,
    cookie: cookieHeader(verified),
    csrf: cookieValue(verified, 'cl_csrf'),
    response: verified,
  };
}
