import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { signIn } from '../../../test/support/customer.ts';
import { PERSONAL_PROFILE } from '../../../test/support/profiles.ts';

// Issue 13: business loans reach offers for a new customer; each product keeps its own amount;
// gold and housing amounts are held to RBI's loan-to-value limits, with messages in ₹.

let t: TestApp;
beforeAll(async () => {
  // ₹10,000 a gram of 24-karat gold, so the figures below are easy to check by hand.
  t = await createTestApp({ GOLD_PRICE_PER_GRAM_PAISE: '1000000' });
});
afterAll(async () => {
  await t.close();
});

const identity = {
  first_name: 'Meera',
  last_name: 'Nair',
  birth_date: '02/03/1988',
  pan: 'ABCPN4321K',
  gender: 2,
  postal_code: '682016',
  consent_data_processing: true,
  allow_sms: 0,
  allow_emails: 0,
};

const business = {
  form: 'business',
  ...identity,
  email: 'meera.stores@example.in',
  business_name: 'Meera Stores',
  employment_status_code: 3,
  business_registration_type: 1,
  business_years: 3,
  business_current_turnover: 4_000_000,
  business_account: 1,
  monthly_income: 90_000,
  desired_loan_amount: 500_000,
};

async function customer(phone: string) {
  const s = await signIn(t, phone);
  const headers = { cookie: s.cookie, 'x-csrf-token': s.csrf };
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers });
  const postHi = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie: `${s.cookie}; lang=hi` } });
  const get = (url: string) => t.app.inject({ url, headers });
  return { ...s, post, postHi, get };
}

describe('business loans for a new customer', () => {
  it('matches at least one business lender once the business form is complete', async () => {
    const c = await customer('9410000001');
    const saved = await c.post(`/api/user/${c.userId}/profile`, business);
    expect(saved.statusCode).toBe(200);
    const res = await c.get('/api/offers?product=business');
    expect(res.statusCode).toBe(200);
    const { offers, unmatched } = res.json().data;
    expect(offers.length).toBeGreaterThanOrEqual(1);
    const reasons = unmatched.flatMap((u: { reasons: string[] }) => u.reasons).join(' ');
    expect(reasons).not.toMatch(/employment type/i);
  });

  it('keeps a salaried personal profile from excluding the same customer from business loans', async () => {
    const c = await customer('9410000002');
    await c.post(`/api/user/${c.userId}/profile`, { ...PERSONAL_PROFILE, email: 'salaried@example.in' });
    await c.post(`/api/user/${c.userId}/profile`, { ...business, email: 'salaried@example.in' });
    const { offers } = (await c.get('/api/offers?product=business')).json().data;
    expect(offers.length).toBeGreaterThanOrEqual(1);
    // The personal form's employment status stays salaried for personal loans.
    expect((await c.get(`/api/user/${c.userId}`)).json().data.employment_status_code).toBe(1);
  });

  it('asks for a business employment type and refuses salaried on the business form', async () => {
    const c = await customer('9410000003');
    const { employment_status_code: _omitted, ...withoutType } = business;
    const missing = await c.post(`/api/user/${c.userId}/profile`, withoutType);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.employment_status_code).toBe(
      'Choose self-employed professional or business owner',
    );
    const salaried = await c.post(`/api/user/${c.userId}/profile`, {
      ...business,
      employment_status_code: 1,
    });
    expect(salaried.statusCode).toBe(400);
  });
});

describe('one desired amount per product', () => {
  it('keeps the personal and business amounts apart and offers each its own', async () => {
    const c = await customer('9410000004');
    await c.post(`/api/user/${c.userId}/profile`, { ...PERSONAL_PROFILE, email: 'two@example.in' });
    const saved = await c.post(`/api/user/${c.userId}/profile`, {
      ...business,
      email: 'two@example.in',
      desired_loan_amount: 2_500_000,
    });
    const record = saved.json().data;
    expect(record.desired_loan_amount).toBe(PERSONAL_PROFILE.desired_loan_amount);
    expect(record.loan_amounts).toEqual({
      business: 2_500_000,
      gold: null,
      housing: null,
      student: null,
      two_wheeler: null,
      car: null,
    });
    expect(record.business_employment_status_code).toBe(3);
    const businessOffers = (await c.get('/api/offers?product=business')).json().data.offers;
    expect(businessOffers.map((o: { amount: number }) => o.amount)).toContain(2_500_000);
    const personalOffers = (await c.get('/api/offers?product=personal')).json().data.offers;
    expect(personalOffers.every((o: { amount: number }) => o.amount === 200_000)).toBe(true);
  });
});

const gold = {
  form: 'gold',
  first_name: 'Ravi',
  last_name: 'Kumar',
  email: 'ravi.gold@example.in',
  birth_date: '10/04/1985',
  pan: 'BCDPK2345L',
  gender: 1,
  postal_code: '110001',
  gold_weight_grams: 10,
  gold_purity_karat: 24,
  consent_data_processing: true,
  allow_sms: 0,
  allow_emails: 0,
};

describe('loan sense', () => {
  it('caps a gold loan at 75% of the gold value and says so in ₹, in English and Hindi', async () => {
    const c = await customer('9410000005');
    const crore = await c.post(`/api/user/${c.userId}/profile`, { ...gold, desired_loan_amount: 10_000_000 });
    expect(crore.statusCode).toBe(400);
    const text = 'Gold worth ₹1,00,000 supports a loan of at most ₹75,000 (RBI: 75% of the gold value)';
    expect(crore.json().message).toBe(text);
    expect(crore.json().fields.desired_loan_amount).toBe(text);
    const inHindi = await c.postHi(`/api/user/${c.userId}/profile`, { ...gold, desired_loan_amount: 75_001 });
    expect(inHindi.json().fields.desired_loan_amount).toBe(
      '₹1,00,000 के सोने पर अधिकतम ₹75,000 का ऋण मिल सकता है (RBI: सोने के मूल्य का 75%)',
    );
    const ok = await c.post(`/api/user/${c.userId}/profile`, { ...gold, desired_loan_amount: 75_000 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.loan_amounts.gold).toBe(75_000);
  });

  it('holds a housing loan to the RBI LTV ceiling for its size', async () => {
    const c = await customer('9410000006');
    const housing = {
      form: 'housing',
      ...identity,
      email: 'meera.home@example.in',
      employment_status_code: 1,
      monthly_income: 90_000,
      property_value: 2_000_000,
      property_pincode: '682016',
    };
    const tooMuch = await c.post(`/api/user/${c.userId}/profile`, {
      ...housing,
      desired_loan_amount: 9_000_000,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields.desired_loan_amount).toBe(
      'A property worth ₹20,00,000 supports a loan of at most ₹18,00,000 (RBI loan-to-value limit)',
    );
    const ok = await c.post(`/api/user/${c.userId}/profile`, { ...housing, desired_loan_amount: 1_800_000 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.loan_amounts.housing).toBe(1_800_000);
  });

  it('names the allowed range when an amount is out of it', async () => {
    const c = await customer('9410000007');
    const res = await c.post(`/api/user/${c.userId}/profile`, {
      ...business,
      desired_loan_amount: 6_000_000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.desired_loan_amount).toBe('Enter an amount from ₹1,000 to ₹50,00,000');
    const inHindi = await c.postHi(`/api/user/${c.userId}/profile`, {
      ...business,
      desired_loan_amount: 500,
    });
    expect(inHindi.json().fields.desired_loan_amount).toBe('₹1,000 से ₹50,00,000 तक की राशि दर्ज करें');
  });
});

describe("spec 1's student, two-wheeler and car loans", () => {
  it("each shows its own lenders once the personal profile and that product's answers are saved", async () => {
    const c = await customer('9410000008');
    const email = 'vehicle@example.in';
    await c.post(`/api/user/${c.userId}/profile`, { ...PERSONAL_PROFILE, email });
    // ADR 015: each product's own questions first (journey-gate-per-product.test.ts).
    const nextYear = new Date().getFullYear() + 1;
    const answers = [
      {
        form: 'student',
        course_name: 'MBA',
        institution_name: 'IIM Bangalore',
        course_start: `01/${nextYear}`,
        course_fee: 900_000,
        co_applicant_monthly_income: 60_000,
      },
      { form: 'car', vehicle_condition: 'used', on_road_price: 700_000 },
      { form: 'two_wheeler', vehicle_condition: 'new', on_road_price: 300_000 },
    ];
    for (const own of answers) {
      const saved = await c.post(`/api/user/${c.userId}/profile`, { ...PERSONAL_PROFILE, email, ...own });
      expect(saved.statusCode, own.form).toBe(200);
    }
    const slugsFor = async (product: string) =>
      ((await c.get(`/api/offers?product=${product}`)).json().data.offers as { slug: string }[]).map(
        (o) => o.slug,
      );
    expect(await slugsFor('student')).toEqual(['avanse']);
    expect(await slugsFor('car')).toEqual(['mahindra-finance']);
    expect((await slugsFor('two_wheeler')).sort()).toEqual(['hero-fincorp', 'mahindra-finance']);
    expect(await slugsFor('personal')).not.toContain('avanse');
  });
});
