import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { customerWithApplications } from '../../../test/support/applications.ts';
import { ageCodes, signIn } from '../../../test/support/customer.ts';
import { PERSONAL_PROFILE } from '../../../test/support/profiles.ts';

// Issue 13: the server half of the one journey rule. Offers, KFS, apply and the lender hand-off
// (an application's redirect) are refused in every state the web's guard would not show them in.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Call = { name: string; method: 'GET' | 'POST'; url: string; payload?: object };

const applyPayload = (product: string) => ({
  lender_id: 1,
  product,
  amount: 100000,
  tenure_months: 12,
  kfs_version: 'kfs-000000000000',
  idempotency_key: `journey-${product}`,
});

/** Every offers-side call for a product family; `handoff` is one application of the customer. */
function calls(product: 'personal' | 'business', handoff?: string): Call[] {
  return [
    { name: `offers ${product}`, method: 'GET', url: `/api/offers?product=${product}` },
    { name: `apply ${product}`, method: 'POST', url: '/api/applications', payload: applyPayload(product) },
    ...(product === 'personal'
      ? [
          { name: 'KFS', method: 'GET' as const, url: '/api/kfs/earlysalary?amount=100000&months=12' },
          {
            name: 'KFS PDF',
            method: 'GET' as const,
            url: '/api/kfs/earlysalary/pdf?amount=100000&months=12',
          },
          ...(handoff
            ? [{ name: 'hand-off', method: 'GET' as const, url: `/api/applications/${handoff}` }]
            : []),
        ]
      : []),
  ];
}

function call(c: Call, headers: Record<string, string>) {
  return t.app.inject({ method: c.method, url: c.url, payload: c.payload, headers });
}

const csrfOnly = (csrf: string) => ({ 'x-csrf-token': csrf });

describe('offers, KFS, apply and hand-off refused by the journey (issue 13)', () => {
  it('signed out: 401 on every call', async () => {
    for (const c of calls('personal', '00000000-0000-4000-8000-000000000000')) {
      const res = await call(c, {});
      expect(res.statusCode, c.name).toBe(401);
    }
  });

  it('profile incomplete: 403 JOURNEY_PROFILE_INCOMPLETE with the message in the request language', async () => {
    const s = await signIn(t, '9420000001');
    for (const c of [...calls('personal'), ...calls('business')]) {
      const res = await call(c, { cookie: s.cookie, ...csrfOnly(s.csrf) });
      expect(res.statusCode, c.name).toBe(403);
      expect(res.json(), c.name).toMatchObject({
        code: 'JOURNEY_PROFILE_INCOMPLETE',
        message: 'Please complete your details for this loan first',
      });
    }
    const hindi = await call(calls('personal')[0]!, { cookie: `${s.cookie}; lang=hi` });
    expect(hindi.json().message).toBe('कृपया पहले इस लोन के लिए अपना विवरण पूरा करें');
  });

  it('wrong family: a personal-loan customer gets no business offers and cannot apply for one', async () => {
    const s = await signIn(t, '9420000002');
    const headers = { cookie: s.cookie, ...csrfOnly(s.csrf) };
    const saved = await call(
      {
        name: 'profile',
        method: 'POST',
        url: `/api/user/${String(s.userId)}/profile`,
        payload: { ...PERSONAL_PROFILE, email: 'journey2@example.in' },
      },
      headers,
    );
    expect(saved.statusCode).toBe(200);
    expect((await call(calls('personal')[0]!, headers)).statusCode).toBe(200);
    for (const c of calls('business')) {
      const res = await call(c, headers);
      expect(res.statusCode, c.name).toBe(403);
      expect(res.json().code, c.name).toBe('JOURNEY_PROFILE_INCOMPLETE');
    }
  });

  it('returning, not confirmed in this session: 403 JOURNEY_IDENTITY_UNCONFIRMED until the check passes', async () => {
    const first = await customerWithApplications(t, '9420000003', 'journey3@example.in', 1);
    const handoff = first.ids[0];
    await ageCodes(t, '9420000003');
    const later = await signIn(t, '9420000003');
    const headers = { cookie: later.cookie, ...csrfOnly(later.csrf) };
    for (const c of calls('personal', handoff)) {
      const res = await call(c, headers);
      expect(res.statusCode, c.name).toBe(403);
      expect(res.json(), c.name).toMatchObject({
        code: 'JOURNEY_IDENTITY_UNCONFIRMED',
        message: 'Please confirm your PAN and date of birth first',
      });
    }
    const checked = await t.app.inject({
      method: 'POST',
      url: `/api/user/${String(later.userId)}/identity-check`,
      payload: { pan: PERSONAL_PROFILE.pan, birth_date: PERSONAL_PROFILE.birth_date },
      headers,
    });
    expect(checked.statusCode).toBe(200);
    expect((await call(calls('personal')[0]!, headers)).statusCode).toBe(200);
    expect((await call(calls('personal')[2]!, headers)).statusCode).toBe(200);
    expect((await call(calls('personal')[3]!, headers)).headers['content-type']).toBe('application/pdf');
    const link = await call(calls('personal', handoff)[4]!, headers);
    expect(link.statusCode).toBe(200);
    expect(link.json().data.redirectUrl).toContain('utm_source');
  });
});
