import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia, birthDateToIso } from '@cl/contracts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { cookieHeader, cookieValue, lastCode, nextIp } from '../../../test/support/customer.ts';
import { signInPartner } from '../../../test/support/partner.ts';
import { PERSONAL_PROFILE } from '../../../test/support/profiles.ts';

// Issue 15: a referral lead is made at sign-up, before the customer gives a name or chooses a
// product; the partner's leads report shows both once the customer has.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function referredCustomer(phone: string, utmSource: string) {
  const ip = nextIp();
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/send',
    payload: { channel: 'mobile', value: phone },
    remoteAddress: ip,
  });
  const utms = encodeURIComponent(JSON.stringify({ utm_source: utmSource, utm_medium: 'referral' }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    payload: { channel: 'mobile', value: phone, otp: lastCode(t, phone) },
    headers: { cookie: `utms=${utms}` },
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const body: { data: { userId: number } } = res.json();
  return {
    userId: body.data.userId,
    headers: { cookie: cookieHeader(res), 'x-csrf-token': cookieValue(res, 'cl_csrf') },
  };
}

describe('referral leads in partner reports (issue 15)', () => {
  it("shows the customer's short name and product once the profile is saved", async () => {
    const partner = await signInPartner(t, 'vakrangee');
    const utm: string = (await partner.get('/api/partner/settings')).json().data.utmId;
    const today = birthDateToIso(todayInIndia());
    const report = async () =>
      (
        await partner.get(`/api/partner/reports?type=leads&preset=custom_range&from=${today}&to=${today}`)
      ).json().data.rows;

    const customer = await referredCustomer('9810000071', utm);
    expect(await report()).toContainEqual(
      expect.objectContaining({ Source: 'referral', Mobile: '******0071', Name: null, Product: null }),
    );
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/user/${String(customer.userId)}/profile`,
      payload: { ...PERSONAL_PROFILE, email: 'referred.0071@example.in' },
      headers: customer.headers,
    });
    expect(saved.statusCode).toBe(200);
    // The offers page the web opens next; the product the customer sees offers for is the lead's.
    await t.app.inject({ url: '/api/offers?product=personal', headers: customer.headers });
    expect(await report()).toContainEqual(
      expect.objectContaining({
        Source: 'referral',
        Mobile: '******0071',
        Name: 'Asha V.',
        Product: 'personal',
      }),
    );
  });
});
