import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { ageCodes, signIn } from '../../../test/support/customer.ts';
import { signInByEmail } from '../../../test/support/identity.ts';
import { consentLedger, users } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const personal = {
  form: 'personal',
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'asha@example.in',
  birth_date: '15/08/1994',
  pan: 'ABCPV1234K',
  gender: 2,
  postal_code: '560034',
  address1: 'Flat 4B, Sector-12',
  address2: '',
  residence_type: 2,
  monthly_rent: 12000,
  educational_level: 3,
  employment_status_code: 1,
  monthly_income: 65000,
  salary_mode: 1,
  employer_name: 'Infosys',
  officepincode: '560100',
  emi: 0,
  desired_loan_amount: 300000,
  consent_data_processing: true,
  allow_sms: 1,
  allow_emails: 0,
};

async function customer(phone: string) {
  const s = await signIn(t, phone);
  const headers = { cookie: s.cookie, 'x-csrf-token': s.csrf };
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string) => t.app.inject({ url, headers });
  return { ...s, headers, post, get };
}

describe('profile forms', () => {
  it('saves the personal-loan profile, sets pl_completed and keeps PAN encrypted and masked', async () => {
    const c = await customer('9400000001');
    const res = await c.post(`/api/user/${c.userId}/profile`, personal);
    expect(res.statusCode).toBe(200);
    const record = res.json().data;
    expect(record).toMatchObject({
      pl_completed: 1,
      firstName: 'Asha',
      pan: '******234K',
      birthDate: '1994-08-15',
      dob_date: '15',
      dob_month: '08',
      dob_year: '1994',
      desired_loan_amount: 300000,
      allow_sms: 1,
      allow_email: 0,
    });
    expect(res.body).not.toContain('ABCPV1234K');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, c.userId));
    expect(row?.tinEncrypted).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('ABCPV1234K');
    const mask = await c.get(`/api/getMaskInfo/${c.userId}`);
    expect(mask.json().data).toEqual({ pan: '********4K', birth_date: '**/**/1994' });
  });

  it.each([
    ['first_name', 'Asha1', 'Only alphabets are considered to be the valid first name'],
    ['pan', 'ABCDE1234F', 'Invalid PAN'],
    ['postal_code', '12345', 'Please enter a valid 6 digit pincode'],
    ['address1', 'Flat @4', 'Do not use special characters in Address Line 1'],
    ['monthly_income', 0, 'Monthly income requires between ₹ 1 and ₹ 1,000,000'],
    ['birth_date', '31/02/1990', 'Please enter a valid birth date'],
    ['birth_date', '01/01/2015', "Your age doesn't match the required age criteria"],
    ['email', 'asha@', 'Email is invalid'],
    [
      'employer_name',
      'AB',
      'Company name must be of length 3 - 40 and only alphabets and/or numbers are considered as valid',
    ],
    ['consent_data_processing', false, 'Please give your consent to continue'],
  ])('refuses %s=%j with its spec message and changes nothing', async (field, value, message) => {
    const c = await customer(`94100${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`);
    const res = await c.post(`/api/user/${c.userId}/profile`, { ...personal, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, c.userId));
    expect(row?.plCompleted).toBe(0);
    expect(row?.firstName).toBeNull();
  });

  it('records consents in the ledger and lets the customer withdraw one', async () => {
    // issue 12: only an email another account has VERIFIED is taken; one merely typed is not.
    await signInByEmail(t, 'taken@example.in');
    const c = await customer('9400000002');
    const taken = await c.post(`/api/user/${c.userId}/profile`, { ...personal, email: 'taken@example.in' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/already registered with another account/);
    const mine = { ...personal, email: 'consent@example.in' };
    expect((await c.post(`/api/user/${c.userId}/profile`, mine)).statusCode).toBe(200);
    const first = await t.database.db.select().from(consentLedger).where(eq(consentLedger.userId, c.userId));
    expect(first.map((r) => `${r.purpose}:${r.action}`).sort()).toEqual([
      'data_processing:given',
      'sms_marketing:given',
    ]);
    expect(first[0]).toMatchObject({ noticeVersion: '2026-11', channel: 'web', language: 'en' });
    const withdraw = await c.post(`/api/user/${c.userId}/consents/withdraw`, { purpose: 'sms_marketing' });
    expect(withdraw.statusCode).toBe(200);
    const after = await t.database.db.select().from(consentLedger).where(eq(consentLedger.userId, c.userId));
    expect(after.map((r) => `${r.purpose}:${r.action}`)).toContain('sms_marketing:withdrawn');
    expect((await c.get(`/api/user/${c.userId}`)).json().data.allow_sms).toBe(0);
    await c.post(`/api/user/${c.userId}/profile`, mine);
    const again = await t.database.db.select().from(consentLedger).where(eq(consentLedger.userId, c.userId));
    expect(again).toHaveLength(after.length + 1);
  });

  it('saves gold and housing forms and answers the next step', async () => {
    const c = await customer('9400000003');
    expect((await c.post(`/api/gold-loans/${c.userId}`, {})).json().redirect).toBe(
      '/user/user-detail/gold-loan',
    );
    const gold = await c.post(`/api/user/${c.userId}/profile`, {
      form: 'gold',
      first_name: 'Ravi',
      last_name: 'Kumar',
      email: 'ravi@example.in',
      birth_date: '10/04/1985',
      pan: 'BCDPK2345L',
      gender: 1,
      postal_code: '110001',
      gold_weight_grams: 40,
      gold_purity_karat: 22,
      desired_loan_amount: 150000,
      consent_data_processing: true,
      allow_sms: 0,
      allow_emails: 0,
    });
    expect(gold.statusCode).toBe(200);
    expect(gold.json().data.gl_completed).toBe(1);
    // Issue 13: a completed gold profile is answered with the gold offers (this session is confirmed).
    expect((await c.post(`/api/gold-loans/${c.userId}`, {})).json().redirect).toBe('/user/gold-offers');
    expect((await c.post(`/api/housing-loan/${c.userId}`, {})).json().redirect).toBe(
      '/user/user-detail/affordable-housing-loan',
    );
  });
});

describe('welcome back (spec 2)', () => {
  it('confirms identity only with the registered PAN and birth date and sets the returning flag', async () => {
    const c = await customer('9400000004');
    await c.post(`/api/user/${c.userId}/profile`, { ...personal, email: 'welcome@example.in' });
    await ageCodes(t, '9400000004');
    const later = await customer('9400000004');
    expect((await later.get('/api/auth/session')).json().data.returningConfirmed).toBe(false);
    const wrong = await later.post(`/api/user/${c.userId}/identity-check`, {
      pan: 'ABCPV1234L',
      birth_date: '15/08/1994',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The PAN or birth date does not match our records. 4 tries left');
    const wrongDob = await later.post(`/api/user/${c.userId}/identity-check`, {
      pan: 'ABCPV1234K',
      birth_date: '16/08/1994',
    });
    expect(wrongDob.statusCode).toBe(400);
    const ok = await later.post(`/api/user/${c.userId}/identity-check`, {
      pan: 'abcpv1234k',
      birth_date: '15/08/1994',
    });
    expect(ok.statusCode).toBe(200);
    expect((await later.get('/api/auth/session')).json().data.returningConfirmed).toBe(true);
  });
});

describe('language', () => {
  it('stores the language for the own user only and refuses unknown ones', async () => {
    const c = await customer('9400000005');
    const other = await customer('9400000006');
    expect((await c.post('/api/set-language', { uid: c.userId, language: 2 })).statusCode).toBe(200);
    expect((await c.get(`/api/user/${c.userId}`)).json().data.languageId).toBe(2);
    expect((await c.post('/api/set-language', { uid: other.userId, language: 2 })).statusCode).toBe(404);
    expect((await c.post('/api/set-language', { uid: c.userId, language: 9 })).statusCode).toBe(400);
  });
});
