import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { otpCodes } from '../../src/db/schema/index.ts';

// issue 12 finding 9: behind a load balancer every customer shares one address. The default
// limits (per destination, per device cookie, and only a coarse ceiling per IP) must let a city
// through while one device hammering is still refused.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const BALANCER = '10.99.0.1';
const send = (value: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/send',
    payload: { channel: 'mobile', value },
    remoteAddress: BALANCER,
    headers: cookie ? { cookie } : {},
  });

describe('OTP limits behind one shared address', () => {
  it('sends codes to 40 different customers on 40 devices behind one IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await send(`91100000${String(i).padStart(2, '0')}`)).statusCode);
    expect(statuses).toEqual(Array.from({ length: 40 }, () => 200));
  });

  it('sets a random, HttpOnly, long-lived device cookie on the first send', async () => {
    const res = await send('9110000100');
    const device = res.cookies.find((c) => c.name === 'cl_device');
    expect(device?.httpOnly).toBe(true);
    expect(device?.maxAge).toBeGreaterThan(365 * 24 * 3600);
    expect(device?.value).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const again = await send('9110000101', `cl_device=${device?.value ?? ''}`);
    expect(again.cookies.find((c) => c.name === 'cl_device')).toBeUndefined();
  });

  it('refuses one device asking for codes to 40 different numbers after its limit', async () => {
    const first = await send('9120000000');
    const cookie = `cl_device=${first.cookies.find((c) => c.name === 'cl_device')?.value ?? ''}`;
    const statuses = [first.statusCode];
    for (let i = 1; i < 40; i++)
      statuses.push((await send(`91200000${String(i).padStart(2, '0')}`, cookie)).statusCode);
    const limit = t.env.OTP_SENDS_PER_DEVICE_PER_HOUR;
    expect(statuses.slice(0, limit)).toEqual(Array.from({ length: limit }, () => 200));
    expect(statuses.slice(limit)).toEqual(Array.from({ length: 40 - limit }, () => 429));
  });
});

describe('trusted proxy depth', () => {
  it('takes the client address from behind a balancer and nginx (TRUST_PROXY=2)', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '2' });
    try {
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/otp/send',
        payload: { channel: 'mobile', value: '9130000001' },
        // The client forged the first entry; the balancer appended the real client; nginx the balancer.
        headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.7, 10.0.0.5' },
        remoteAddress: '127.0.0.1',
      });
      expect(res.statusCode).toBe(200);
      const [code] = await proxied.database.db
        .select({ ip: otpCodes.ip })
        .from(otpCodes)
        .where(eq(otpCodes.destination, '9130000001'));
      expect(code?.ip).toBe('203.0.113.7');
    } finally {
      await proxied.close();
    }
  });
});
