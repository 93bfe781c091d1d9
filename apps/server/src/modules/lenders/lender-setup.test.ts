import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { validationMessages } from '@cl/contracts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { signInAdmin } from '../../../test/support/admin.ts';
import { personalCustomer } from '../../../test/support/applications.ts';
import { signInPartner } from '../../../test/support/partner.ts';
import { auditLog, lenders } from '../../db/schema/index.ts';

// Issue 15: a lender added in the admin console is filled in, switched on and offered.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t, 1);
});
afterAll(async () => {
  await t.close();
});

const setup = (lenderId: number | string, payload: object, language?: 'hi') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/lenders/${String(lenderId)}/setup`,
    payload,
    headers: { ...admin.headers, ...(language ? { 'accept-language': language } : {}) },
  });
const rowOf = async (id: number) => (await t.database.db.select().from(lenders).where(eq(lenders.id, id)))[0];
const newLender = async (name: string): Promise<number> =>
  (await admin.post('/api/create-lender', { name })).json().data.lender_id;

const profile = { name: 'Kaveri Credit', products: ['personal'], cooling_off_days: 5, journey: 'web_app' };
const handoff = { api: 0, autosubmission: 0, redirect_url: 'https://kaveri.example.in/apply' };
const terms = {
  interest_rate: '11% To 19%',
  apr_min: 11.5,
  apr_max: 20.25,
  processing_fees: 'Up to 1.5%',
  tenure: '12 to 48 months',
  min_loan: 50000,
  max_loan: 1500000,
};
const criteria = { salaried: 1, self_employed: 0, business: 0, min_income: 25000, min_age: 21, max_age: 60 };

describe('lender setup (issue 15)', () => {
  it('fills a new lender section by section, switches it on, and a new customer is offered it', async () => {
    const id = await newLender('Kaveri');
    expect((await setup(id, profile)).json().data).toMatchObject({ ...profile, lender_status: 0 });
    expect((await setup(id, handoff)).statusCode).toBe(200);
    expect((await setup(id, { ...terms, ...criteria })).statusCode).toBe(200);
    const on = await setup(id, { lender_status: 1 });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ message: 'Lender updated successfully!', data: { lender_status: 1 } });
    const [audit] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'lender.setup',
      entityId: String(id),
      before: { lender_status: 0 },
      after: { lender_status: 1 },
    });

    const customer = await personalCustomer(t, '9123400001', 'kaveri.customer@example.in');
    const offer = (await customer.offers()).find((o) => o.lenderId === id);
    expect(offer).toMatchObject({ slug: 'kaveri', handoff: 'redirect', amount: 200000 });
    const full = (await t.app.inject({ url: '/api/offers?product=personal', headers: customer.headers }))
      .json()
      .data.offers.find((o: { lenderId: number }) => o.lenderId === id);
    expect(full).toMatchObject({ name: 'Kaveri Credit', coolingOffDays: 5, interestRate: '11% To 19%' });
  });

  it('refuses switching on a half-filled lender with a message per field, and keeps everything as it was', async () => {
    const id = await newLender('Half Filled');
    await setup(id, { products: ['personal'] });
    const before = await rowOf(id);
    // The switch and a rename in one save: neither is kept.
    const res = await setup(id, { lender_status: 1, name: 'Renamed' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message: validationMessages.en.lenderNotReady,
      fields: {
        lender_status: validationMessages.en.lenderNotReady,
        redirect_url: validationMessages.en.lenderNeedsHandoff,
        salaried: validationMessages.en.lenderNeedsSegment,
        interest_rate: validationMessages.en.lenderNeedsRate,
        apr_min: validationMessages.en.lenderNeedsApr,
        apr_max: validationMessages.en.lenderNeedsApr,
        tenure: validationMessages.en.lenderNeedsTenure,
        processing_fees: validationMessages.en.lenderNeedsFees,
      },
    });
    expect(await rowOf(id)).toEqual(before);
    const hindi = await setup(id, { lender_status: 1 }, 'hi');
    expect(hindi.json().fields.redirect_url).toBe(validationMessages.hi.lenderNeedsHandoff);
  });

  it('keeps a switched-on lender offerable: clearing its products or link is refused', async () => {
    const id = await newLender('Stay On');
    await setup(id, { ...profile, ...handoff, ...terms, ...criteria, lender_status: 1 });
    const before = await rowOf(id);
    expect(before?.lenderStatus).toBe(1);
    for (const change of [{ products: [] }, { redirect_url: null }, { salaried: 0 }]) {
      const res = await setup(id, change);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.lender_status).toBe(validationMessages.en.lenderNotReady);
      expect(await rowOf(id)).toEqual(before);
    }
    // The single-property call (list toggles, vendors on/off) follows the same rule.
    const single = await admin.post('/api/update-lender-data', {
      lender_id: id,
      property: 'products',
      value: [],
    });
    expect(single.statusCode).toBe(400);
    expect(await rowOf(id)).toEqual(before);
  });

  it.each([
    [{ min_loan: 900000, max_loan: 10000 }, 'min_loan', validationMessages.en.minAboveMax],
    [{ redirect_url: 'http://kaveri.example.in' }, 'redirect_url', validationMessages.en.httpsUrlInvalid],
    [{ cooling_off_days: 0 }, 'cooling_off_days', validationMessages.en.coolingOffRange],
    [{ cooling_off_days: '0x1' }, 'cooling_off_days', validationMessages.en.coolingOffRange],
    [{ cooling_off_days: true }, 'cooling_off_days', validationMessages.en.coolingOffRange],
    [{ max_loan: 2 ** 31 }, 'max_loan', undefined],
    [{ min_income: 1.5 }, 'min_income', validationMessages.en.numberOnly],
    [{ products: ['yacht'] }, 'products.0', validationMessages.en.invalidValue],
    [{ name: ' ' }, 'name', validationMessages.en.nameRequired],
    [{ salaried: 2 }, 'salaried', validationMessages.en.invalidValue],
  ])('refuses %o on its field and changes nothing', async (change, field, message) => {
    const id = await newLender(`Odd ${field}`);
    await setup(id, { products: ['personal'], name: 'Kept Name' });
    const before = await rowOf(id);
    const res = await setup(id, { tenure: '1 to 5 years', ...change });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
    if (message) expect(res.json().fields[field]).toBe(message);
    expect(await rowOf(id)).toEqual(before);
  });

  it('refuses unknown, deleted and malformed lender ids, and an empty save', async () => {
    expect((await setup(2_147_483_647, { name: 'X' })).statusCode).toBe(404);
    expect((await setup('0x1', { name: 'X' })).statusCode).toBe(400);
    expect((await setup(2 ** 31, { name: 'X' })).statusCode).toBe(400);
    const id = await newLender('Gone Soon');
    await admin.post('/api/safe-delete-lender', { lender_id: id });
    expect((await setup(id, { name: 'X' })).statusCode).toBe(404);
    expect((await setup(await newLender('Empty Save'), {})).statusCode).toBe(400);
  });

  it('is for role 1 only', async () => {
    const role2 = await signInAdmin(t, 2);
    const id = await newLender('Role Check');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/lenders/${String(id)}/setup`,
      payload: { name: 'X' },
      headers: role2.headers,
    });
    expect(res.statusCode).toBe(403);
    expect((await rowOf(id))?.name).toBe('Role Check');
  });
});

describe('switched-off lenders are hidden from partners (issue 15)', () => {
  it('drops a lender switched off in either place from the catalogue, criteria and journeys', async () => {
    const partner = await signInPartner(t, 'vakrangee');
    const names = async () => ({
      criteria: (await partner.get('/api/partner/eligibility-criteria'))
        .json()
        .data.map((r: { criteria: string }) => r.criteria),
      journeys: (await partner.get('/api/partner/lender-journey'))
        .json()
        .data.map((r: { name: string }) => r.name),
      products: (await partner.get('/api/partner/products'))
        .json()
        .data.flatMap((p: { lenders: { name: string }[] }) => p.lenders.map((l) => l.name)),
    });
    const [cashe] = await t.database.db.select().from(lenders).where(eq(lenders.slug, 'cashe'));
    const [nira] = await t.database.db.select().from(lenders).where(eq(lenders.slug, 'nira'));
    if (!cashe || !nira) throw new Error('seeded lenders missing');
    const shown = await names();
    for (const list of Object.values(shown))
      expect(list).toEqual(expect.arrayContaining([cashe.name, nira.name]));

    await admin.post('/api/update-lender-data', { lender_id: cashe.id, property: 'vendor_on', value: 0 });
    await admin.post('/api/update-lender-data', { lender_id: nira.id, property: 'lender_status', value: 0 });
    const hidden = await names();
    for (const list of Object.values(hidden)) {
      expect(list).not.toContain(cashe.name);
      expect(list).not.toContain(nira.name);
    }
  });
});
