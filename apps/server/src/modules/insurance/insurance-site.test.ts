import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { validationMessages } from '@cl/contracts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { signIn } from '../../../test/support/customer.ts';
import { signInAdmin } from '../../../test/support/admin.ts';
import { signInPartner } from '../../../test/support/partner.ts';
import { auditLog, consentLedger, partners } from '../../db/schema/index.ts';

// Issue 13: each white-label site may hand insurance to its own IRDAI-licensed partner, set by
// admin role 1; the default (INSURANCE_PARTNER_*) covers the others; the ledger names the partner.

const DEFAULT = {
  INSURANCE_PARTNER_NAME: 'Suraksha Insurance Web Aggregator Pvt Ltd',
  INSURANCE_PARTNER_URL: 'https://insurance.partner.invalid/start',
  INSURANCE_PARTNER_LICENCE: 'IRDAI/WBA/123/2026',
};
const SITE_PARTNER = {
  name: 'Kavach Insurance Brokers Pvt Ltd',
  url: 'https://kavach.example.in/vakrangee',
  licence: 'irda/db 797/19',
};
const VAKRANGEE_HOST = 'vakrangee.localhost';

let t: TestApp;
let vakrangeeId: number;
beforeAll(async () => {
  t = await createTestApp(DEFAULT);
  const [row] = await t.database.db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.key, 'vakrangee'));
  if (!row) throw new Error('vakrangee is not seeded');
  vakrangeeId = row.id;
});
afterAll(async () => {
  await t.close();
});

const sitePath = (id: number) => `/api/admin/partners/${String(id)}/insurance`;

async function customerOn(phone: string) {
  const s = await signIn(t, phone);
  const at = (host: string) => ({ cookie: s.cookie, 'x-csrf-token': s.csrf, host });
  return {
    userId: s.userId,
    partner: async (host: string) =>
      (await t.app.inject({ url: '/api/insurance/partner', headers: at(host) })).json().data.partner,
    handoff: (host: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/insurance/handoff',
        payload: { consent: true },
        headers: at(host),
      }),
  };
}

const ledgerOf = (userId: number) =>
  t.database.db
    .select()
    .from(consentLedger)
    .where(and(eq(consentLedger.userId, userId), eq(consentLedger.purpose, 'insurance_partner')))
    .orderBy(asc(consentLedger.id));

describe("admin sets a site's insurance partner", () => {
  it('refuses roles other than 1', async () => {
    for (const role of [2, 3] as const) {
      const admin = await signInAdmin(t, role);
      const res = await t.app.inject({
        method: 'PUT',
        url: sitePath(vakrangeeId),
        payload: SITE_PARTNER,
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(403);
    }
    const signedOut = await t.app.inject({
      method: 'PUT',
      url: sitePath(vakrangeeId),
      payload: SITE_PARTNER,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses an http:// address with a message in the admin language, and saves nothing', async () => {
    const admin = await signInAdmin(t, 1);
    const put = (payload: object, language = 'en') =>
      t.app.inject({
        method: 'PUT',
        url: sitePath(vakrangeeId),
        payload,
        headers: { ...admin.headers, 'accept-language': language },
      });
    const http = await put({ ...SITE_PARTNER, url: 'http://kavach.example.in' }, 'hi');
    expect(http.statusCode).toBe(400);
    expect(http.json().fields).toEqual({ url: validationMessages.hi.httpsUrlInvalid });
    const en = await put({ ...SITE_PARTNER, url: 'http://kavach.example.in' });
    expect(en.json().fields).toEqual({ url: validationMessages.en.httpsUrlInvalid });

    // All or nothing: a name alone names the missing fields and changes nothing.
    const partial = await put({ name: SITE_PARTNER.name, url: '', licence: 'IRDAI' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().fields).toEqual({
      url: validationMessages.en.required,
      licence: validationMessages.en.irdaiLicenceInvalid,
    });
    const [row] = await t.database.db.select().from(partners).where(eq(partners.id, vakrangeeId));
    expect(row).toMatchObject({ insuranceName: null, insuranceUrl: null, insuranceLicence: null });
    expect((await put(SITE_PARTNER, 'en')).statusCode).toBe(200); // sanity: the same admin may save
    expect((await put({ name: '', url: '', licence: '' })).json().data.insurance).toBeNull();
  });

  it('answers 404 for an unknown partner', async () => {
    const admin = await signInAdmin(t, 1);
    const res = await t.app.inject({
      method: 'PUT',
      url: sitePath(999_999),
      payload: SITE_PARTNER,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the customer meets the partner of the site they came through', () => {
  it("uses the site's own partner by host, the default elsewhere, and records who got the lead", async () => {
    const admin = await signInAdmin(t, 1);
    const saved = await t.app.inject({
      method: 'PUT',
      url: sitePath(vakrangeeId),
      payload: SITE_PARTNER,
      headers: admin.headers,
    });
    expect(saved.statusCode).toBe(200);
    const stored = { ...SITE_PARTNER, licence: 'IRDA/DB 797/19' };
    expect(saved.json().data.insurance).toEqual(stored);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'partner.insurance'), eq(auditLog.entityId, String(vakrangeeId))))
      .orderBy(asc(auditLog.id));
    expect(entry).toMatchObject({ actorType: 'admin', entity: 'partner', before: { insurance: null } });
    const list = await admin.get('/api/admin/partners');
    const vakrangee = list.json().data.find((p: { id: number }) => p.id === vakrangeeId);
    expect(vakrangee.insurance).toEqual(stored);

    const customer = await customerOn('9420000101');
    expect(await customer.partner(`${VAKRANGEE_HOST}:5173`)).toEqual(stored);
    expect(await customer.partner('localhost')).toEqual({
      name: DEFAULT.INSURANCE_PARTNER_NAME,
      licence: DEFAULT.INSURANCE_PARTNER_LICENCE,
      url: DEFAULT.INSURANCE_PARTNER_URL,
    });

    const onSite = await customer.handoff(VAKRANGEE_HOST);
    expect(onSite.statusCode).toBe(200);
    expect(onSite.json().data).toEqual({ url: stored.url, partner: stored });
    // The same consent again adds nothing; a hand-off to another partner is a new consent.
    expect((await customer.handoff(VAKRANGEE_HOST)).statusCode).toBe(200);
    expect((await customer.handoff('localhost')).json().data.url).toBe(DEFAULT.INSURANCE_PARTNER_URL);
    const rows = await ledgerOf(customer.userId);
    expect(rows.map((r) => [r.action, r.recipientName, r.recipientLicence, r.channel])).toEqual([
      ['given', stored.name, stored.licence, 'web'],
      ['given', DEFAULT.INSURANCE_PARTNER_NAME, DEFAULT.INSURANCE_PARTNER_LICENCE, 'web'],
    ]);
  });

  it('shows the partner portal which partner its site hands off to', async () => {
    const admin = await signInAdmin(t, 1);
    await t.app.inject({
      method: 'PUT',
      url: sitePath(vakrangeeId),
      payload: SITE_PARTNER,
      headers: admin.headers,
    });
    const own = await signInPartner(t, 'vakrangee');
    expect((await own.get('/api/partner/insurance-partner')).json().data).toEqual({
      partner: { ...SITE_PARTNER, licence: 'IRDA/DB 797/19' },
      source: 'site',
    });
    const other = await signInPartner(t, 'fastpay');
    expect((await other.get('/api/partner/insurance-partner')).json().data).toMatchObject({
      partner: { name: DEFAULT.INSURANCE_PARTNER_NAME },
      source: 'default',
    });
  });
});

describe('a partner site without its own partner and no default', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => {
    await bare.close();
  });

  it('is "not open" until the site gets a partner, then opens on that site only', async () => {
    const s = await signIn(bare, '9420000102');
    const headers = (host: string) => ({ cookie: s.cookie, 'x-csrf-token': s.csrf, host });
    const partnerOn = async (host: string) =>
      (await bare.app.inject({ url: '/api/insurance/partner', headers: headers(host) })).json().data.partner;
    const handoff = (host: string) =>
      bare.app.inject({
        method: 'POST',
        url: '/api/insurance/handoff',
        payload: { consent: true },
        headers: headers(host),
      });
    expect(await partnerOn(VAKRANGEE_HOST)).toBeNull();
    expect((await handoff(VAKRANGEE_HOST)).statusCode).toBe(409);

    const [row] = await bare.database.db.select().from(partners).where(eq(partners.key, 'vakrangee'));
    if (!row) throw new Error('vakrangee is not seeded');
    const admin = await signInAdmin(bare, 1);
    await bare.app.inject({
      method: 'PUT',
      url: sitePath(row.id),
      payload: SITE_PARTNER,
      headers: admin.headers,
    });
    expect((await partnerOn(VAKRANGEE_HOST)).name).toBe(SITE_PARTNER.name);
    expect(await partnerOn('localhost')).toBeNull();
    expect((await handoff('localhost')).statusCode).toBe(409);
    expect((await handoff(VAKRANGEE_HOST)).statusCode).toBe(200);
  });
});
