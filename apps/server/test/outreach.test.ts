import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/customer.ts';
import { signInAdmin } from './support/admin.ts';

let t: TestApp;
let root: Awaited<ReturnType<typeof signInAdmin>>;
let telecaller: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  root = await signInAdmin(t, 1);
  telecaller = await signInAdmin(t, 3);
});
afterAll(async () => {
  await t.close();
});

async function customer(phone: string) {
  const s = await signIn(t, phone);
  const headers = { cookie: s.cookie, 'x-csrf-token': s.csrf };
  return {
    ...s,
    post: (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers }),
  };
}

describe('merchants', () => {
  const form = {
    business_name: 'Sharma Electronics',
    owner_name: 'Vikas Sharma',
    mobile: '9811122233',
    email: 'vikas@sharma.in',
    city: 'Jaipur',
    pincode: '302001',
    category: 'electronics',
  };
  it('onboards through the public form and is reviewed by role 1 only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/merchants', payload: form });
    expect(res.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/merchants',
      payload: { ...form, business_name: 'A&B' },
    });
    expect(bad.json().message).toBe(
      'Company name must be of length 3 - 40 and only alphabets and/or numbers are considered as valid',
    );
    const id: number = res.json().id;
    expect(
      (await root.get('/api/admin/merchants?status=pending')).json().data.map((m: { id: number }) => m.id),
    ).toContain(id);
    expect(
      (await telecaller.post(`/api/admin/merchants/${id}/review`, { status: 'approved' })).statusCode,
    ).toBe(403);
    expect(
      (await root.post(`/api/admin/merchants/${id}/review`, { status: 'approved', note: 'KYC fine' })).json()
        .data.status,
    ).toBe('approved');
  });
});

describe('tracking links', () => {
  it('counts clicks and redirects with the UTM parameters', async () => {
    const created = await root.post('/api/admin/tracking-links', {
      name: 'Diwali SMS',
      target_path: '/products',
      utm_source: 'sms',
      utm_medium: 'campaign',
      utm_campaign: 'diwali',
    });
    expect(created.statusCode).toBe(200);
    const code: string = created.json().data.code;
    const click = await t.app.inject({ url: `/t/${code}` });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('/products?utm_source=sms&utm_medium=campaign&utm_campaign=diwali');
    await t.app.inject({ url: `/t/${code}` });
    const list = (await root.get('/api/admin/tracking-links')).json().data;
    expect(list.find((l: { code: string }) => l.code === code).clicks).toBe(2);
    expect((await t.app.inject({ url: '/t/nope1234' })).statusCode).toBe(404);
    const partnerId = (await root.get('/api/admin/partners'))
      .json()
      .data.find((p: { key: string }) => p.key === 'vakrangee').id as number;
    const forPartner = await root.post('/api/admin/tracking-links', {
      name: 'Vakrangee SMS',
      partner_id: partnerId,
      target_path: '/',
      utm_source: 'sms',
      utm_medium: 'campaign',
      utm_campaign: 'diwali',
    });
    const partnerClick = await t.app.inject({ url: `/t/${forPartner.json().data.code as string}` });
    expect(partnerClick.headers.location).toBe(
      '/?utm_source=sms&utm_medium=campaign&utm_campaign=diwali&partner=vakrangee',
    );
    expect(
      (
        await root.post('/api/admin/tracking-links', {
          name: 'x1',
          target_path: 'https://evil.example',
          utm_source: 'a',
          utm_medium: 'b',
          utm_campaign: 'c',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('outreach forms answer the contracts messages', () => {
  it('names each bad tracking-link field, in the request language', async () => {
    const bad = {
      name: 'Holi WhatsApp',
      target_path: 'https://evil.example',
      utm_source: '',
      utm_medium: 'partner',
      utm_campaign: 'holi',
    };
    const en = await root.post('/api/admin/tracking-links', bad);
    expect(en.statusCode).toBe(400);
    expect(en.json().fields).toEqual({
      target_path: 'The target must be a path on this site, like /products',
      utm_source: 'This field is required',
    });
    const hi = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tracking-links',
      payload: bad,
      headers: { ...root.headers, 'accept-language': 'hi' },
    });
    expect(hi.json().fields.target_path).toBe('लक्ष्य इस साइट का कोई पथ होना चाहिए, जैसे /products');
  });

  it('asks for a call outcome and refuses an unknown one', async () => {
    const url = `/api/admin/telecalling/${String(root.adminId)}/outcome`;
    expect((await telecaller.post(url, {})).json().fields).toEqual({ outcome: 'This field is required' });
    expect((await telecaller.post(url, { outcome: 'maybe' })).json().fields).toEqual({
      outcome: 'This value is not valid',
    });
  });
});

describe('telecalling and messaging honour consent', () => {
  it('queues only customers who consented to calls; do-not-call removes them', async () => {
    const yes = await customer('9822200001');
    const no = await customer('9822200002');
    expect(
      (await yes.post(`/api/user/${yes.userId}/consents/give`, { purpose: 'call_marketing' })).statusCode,
    ).toBe(200);
    const queue = (await telecaller.get('/api/admin/telecalling/queue'))
      .json()
      .data.map((q: { userId: number }) => q.userId);
    expect(queue).toContain(yes.userId);
    expect(queue).not.toContain(no.userId);
    expect(
      (await telecaller.post(`/api/admin/telecalling/${no.userId}/outcome`, { outcome: 'interested' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await telecaller.post(`/api/admin/telecalling/${yes.userId}/outcome`, {
          outcome: 'do_not_call',
          note: 'Asked not to be called',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await telecaller.get('/api/admin/telecalling/queue'))
        .json()
        .data.map((q: { userId: number }) => q.userId),
    ).not.toContain(yes.userId);
  });

  it('sends SMS campaigns only to consented customers, once each, and not after withdrawal', async () => {
    const a = await customer('9822200003');
    const b = await customer('9822200004');
    await a.post(`/api/user/${a.userId}/consents/give`, { purpose: 'sms_marketing' });
    await b.post(`/api/user/${b.userId}/consents/give`, { purpose: 'sms_marketing' });
    await b.post(`/api/user/${b.userId}/consents/withdraw`, { purpose: 'sms_marketing' });
    const before = t.messages.length;
    const res = await root.post('/api/admin/campaigns', {
      name: 'Festive rates',
      channel: 'mobile',
      text: 'Personal loan rates from 10.99% this week.',
    });
    expect(res.statusCode).toBe(200);
    const sentTo = t.messages.slice(before).map((m) => m.to);
    expect(sentTo).toContain('9822200003');
    expect(sentTo).not.toContain('9822200004');
    expect(t.messages.slice(before).every((m) => m.text.includes('withdraw SMS consent'))).toBe(true);
    expect(
      (await telecaller.post('/api/admin/campaigns', { name: 'x', channel: 'mobile', text: 'hello there' }))
        .statusCode,
    ).toBe(403);
  });
});
