import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { signIn } from '../../../test/support/customer.ts';
import { consentLedger } from '../../db/schema/index.ts';
import { insurancePartnerFor } from './insurance.service.ts';

// Issue 13: insurance hands off to a configured IRDAI-licensed partner, only with consent.

const PARTNER = {
  INSURANCE_PARTNER_NAME: 'Suraksha Insurance Web Aggregator Pvt Ltd',
  INSURANCE_PARTNER_URL: 'https://insurance.partner.invalid/start',
  INSURANCE_PARTNER_LICENCE: 'IRDAI/WBA/123/2026',
};

describe('insurancePartnerFor', () => {
  it('needs a name, an address and a licence number', () => {
    expect(insurancePartnerFor({ name: 'A', url: 'https://a.invalid', licence: 'L1' })).toEqual({
      name: 'A',
      url: 'https://a.invalid',
      licence: 'L1',
    });
    expect(insurancePartnerFor({ name: 'A', url: 'https://a.invalid' })).toBeNull();
    expect(insurancePartnerFor({ name: ' ', url: 'https://a.invalid', licence: 'L1' })).toBeNull();
    expect(insurancePartnerFor({})).toBeNull();
  });
});

describe('insurance hand-off with a partner configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(PARTNER);
  });
  afterAll(async () => {
    await t.close();
  });

  it('names the partner and its licence, refuses without consent and records the consent', async () => {
    const s = await signIn(t, '9420000001');
    const headers = { cookie: s.cookie, 'x-csrf-token': s.csrf };
    const partner = await t.app.inject({ url: '/api/insurance/partner', headers });
    expect(partner.json().data.partner).toEqual({
      name: PARTNER.INSURANCE_PARTNER_NAME,
      licence: PARTNER.INSURANCE_PARTNER_LICENCE,
      url: PARTNER.INSURANCE_PARTNER_URL,
    });

    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/insurance/handoff', payload, headers });
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ consent: false })).statusCode).toBe(400);
    const ledger = () =>
      t.database.db
        .select()
        .from(consentLedger)
        .where(and(eq(consentLedger.userId, s.userId), eq(consentLedger.purpose, 'insurance_partner')));
    expect(await ledger()).toHaveLength(0);

    const ok = await post({ consent: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.url).toBe(PARTNER.INSURANCE_PARTNER_URL);
    const rows = await ledger();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'given',
      channel: 'web',
      recipientName: PARTNER.INSURANCE_PARTNER_NAME,
      recipientLicence: PARTNER.INSURANCE_PARTNER_LICENCE,
    });
  });

  it('answers only a signed-in customer', async () => {
    expect((await t.app.inject({ url: '/api/insurance/partner' })).statusCode).toBe(401);
  });
});

describe('insurance without a partner configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('says insurance is not open and shares nothing', async () => {
    const s = await signIn(t, '9420000002');
    const headers = { cookie: s.cookie, 'x-csrf-token': s.csrf };
    expect((await t.app.inject({ url: '/api/insurance/partner', headers })).json().data.partner).toBeNull();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/insurance/handoff',
      payload: { consent: true },
      headers,
    });
    expect(res.statusCode).toBe(409);
  });
});
