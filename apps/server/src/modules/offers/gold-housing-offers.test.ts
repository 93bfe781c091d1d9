import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { ageCodes, signIn } from '../../../test/support/customer.ts';
import { PERSONAL_PROFILE } from '../../../test/support/profiles.ts';

// Issue 13: gold and housing customers reach the same RBI offers as personal and business ones.
// The redirect spec 4 has them ask the server for is their offers page; the seeded gold and home
// lenders match on the product's own amount, with KFS (and its PDF) and apply; the lenders that
// did not match are named; and the journey gate holds for these offers as for the others.

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
  birth_date: '02/03/1990',
  pan: 'ABCPN4321K',
  gender: 2,
  postal_code: '560034',
  consent_data_processing: true,
  allow_sms: 0,
  allow_emails: 0,
};

/** 40 g of 22-karat gold: worth ₹3,66,666, so up to ₹2,74,999 at 75% LTV. */
const gold = {
  form: 'gold',
  ...identity,
  email: 'meera.gold@example.in',
  gold_weight_grams: 40,
  gold_purity_karat: 22,
  desired_loan_amount: 150_000,
};

/** A ₹25 lakh home: up to ₹22.5 lakh at RBI's 90% slab. */
const housing = {
  form: 'housing',
  ...identity,
  email: 'meera.home@example.in',
  employment_status_code: 1,
  monthly_income: 85_000,
  property_value: 2_500_000,
  property_pincode: '560034',
  desired_loan_amount: 2_000_000,
};

async function customer(phone: string) {
  const s = await signIn(t, phone);
  const headers = { cookie: s.cookie, 'x-csrf-token': s.csrf };
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string) => t.app.inject({ url, headers });
  const redirect = async (kind: 'gold-loans' | 'housing-loan') =>
    (await post(`/api/${kind}/${s.userId}`, {})).json().redirect;
  return { ...s, post, get, redirect };
}

interface ShownOffer {
  lenderId: number;
  slug: string;
  name: string;
  amount: number;
  tenure: string | null;
  aprMin: number | null;
  penalCharges: string | null;
  kfsVersion: string;
  emiExample: { months: number; emi: number; apr: number } | null;
}

/** What RBI DLD asks each shown offer to carry, and its KFS and PDF working for that amount. */
async function expectCompleteOffer(
  c: Awaited<ReturnType<typeof customer>>,
  offer: ShownOffer,
  amount: number,
) {
  expect(offer.name).not.toBe('');
  expect(offer.amount).toBe(amount);
  expect(offer.tenure).toMatch(/months/);
  expect(offer.aprMin).toBeGreaterThan(0);
  expect(offer.penalCharges).not.toBeNull();
  expect(offer.emiExample?.emi).toBeGreaterThan(0);
  const query = `amount=${String(amount)}&months=${String(offer.emiExample?.months)}`;
  const kfs = await c.get(`/api/kfs/${offer.slug}?${query}`);
  expect(kfs.statusCode, offer.slug).toBe(200);
  expect(kfs.json().data).toMatchObject({
    lenderName: offer.name,
    loanAmount: amount,
    version: offer.kfsVersion,
  });
  const pdf = await c.get(`/api/kfs/${offer.slug}/pdf?${query}`);
  expect(pdf.statusCode, offer.slug).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
}

describe('a new gold customer (issue 13)', () => {
  it('is sent to the gold offers and matches the seeded gold lenders, with KFS, PDF and apply', async () => {
    const c = await customer('9440000001');
    expect(await c.redirect('gold-loans')).toBe('/user/user-detail/gold-loan');
    const saved = await c.post(`/api/user/${c.userId}/profile`, gold);
    expect(saved.statusCode).toBe(200);
    expect(await c.redirect('gold-loans')).toBe('/user/gold-offers');

    const res = await c.get('/api/offers?product=gold');
    expect(res.statusCode).toBe(200);
    const offers: ShownOffer[] = res.json().data.offers;
    expect(offers.map((o) => o.slug).sort()).toEqual(['indiagold', 'muthootgold']);
    for (const offer of offers) await expectCompleteOffer(c, offer, 150_000);

    const [first] = offers;
    if (!first) throw new Error('no gold offer');
    const applied = await c.post('/api/applications', {
      lender_id: first.lenderId,
      product: 'gold',
      amount: 150_000,
      tenure_months: first.emiExample?.months ?? null,
      kfs_version: first.kfsVersion,
      idempotency_key: 'gold-new-customer-1',
    });
    expect(applied.statusCode).toBeLessThan(300);
  });

  it('names the gold lender that did not match, with its reason', async () => {
    const c = await customer('9440000002');
    // 1 g of 24-karat gold (₹10,000, so at most ₹7,500); ₹3,000 is below indiagold's ₹5,000 minimum.
    const saved = await c.post(`/api/user/${c.userId}/profile`, {
      ...gold,
      gold_weight_grams: 1,
      gold_purity_karat: 24,
      desired_loan_amount: 3_000,
    });
    expect(saved.statusCode).toBe(200);
    const { offers, unmatched } = (await c.get('/api/offers?product=gold')).json().data;
    expect(offers.map((o: ShownOffer) => o.slug)).toEqual(['muthootgold']);
    expect(unmatched).toHaveLength(1);
    expect(unmatched[0].name).toBe('indiagold');
    expect(unmatched[0].reasons.join(' ')).toMatch(/₹5,000|minimum/i);
  });

  it('beyond 75% of the gold value: the range message, no profile, no offers', async () => {
    const c = await customer('9440000003');
    const res = await c.post(`/api/user/${c.userId}/profile`, { ...gold, desired_loan_amount: 300_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.desired_loan_amount).toBe(
      'Gold worth ₹3,66,666 supports a loan of at most ₹2,74,999 (RBI: 75% of the gold value)',
    );
    expect(await c.redirect('gold-loans')).toBe('/user/user-detail/gold-loan');
    const offers = await c.get('/api/offers?product=gold');
    expect(offers.statusCode).toBe(403);
    expect(offers.json().code).toBe('JOURNEY_PROFILE_INCOMPLETE');
  });
});

describe('a new housing customer (issue 13)', () => {
  it('is sent to the housing offers and matches the seeded home lenders, with KFS and PDF', async () => {
    const c = await customer('9440000011');
    expect(await c.redirect('housing-loan')).toBe('/user/user-detail/affordable-housing-loan');
    expect((await c.post(`/api/user/${c.userId}/profile`, housing)).statusCode).toBe(200);
    expect(await c.redirect('housing-loan')).toBe('/user/housing-offers');

    const res = await c.get('/api/offers?product=home');
    expect(res.statusCode).toBe(200);
    const offers: ShownOffer[] = res.json().data.offers;
    expect(offers.length).toBeGreaterThanOrEqual(1);
    expect(offers.map((o) => o.slug)).toContain('aavas');
    for (const offer of offers) await expectCompleteOffer(c, offer, 2_000_000);
  });

  it("shows a home loan's EMI over the lender's own long tenure, not five years", async () => {
    const c = await customer('9440000013');
    expect((await c.post(`/api/user/${c.userId}/profile`, housing)).statusCode).toBe(200);
    const offers: ShownOffer[] = (await c.get('/api/offers?product=home')).json().data.offers;
    const aavas = offers.find((o) => o.slug === 'aavas');
    // aavas publishes '60 to 240 months': the example is 240 months, far below the 60-month EMI.
    expect(aavas?.tenure).toBe('60 to 240 months');
    expect(aavas?.emiExample?.months).toBe(240);
    expect(aavas?.emiExample?.emi).toBeLessThan(25_000);
    // A KFS asked for without a tenure uses the same long tenure.
    const kfs = (await c.get('/api/kfs/aavas?amount=2000000')).json().data;
    expect(kfs).toMatchObject({ months: 240, instalments: 240, emi: aavas?.emiExample?.emi });
  });

  it('beyond the RBI loan-to-value slab: the range message, no profile, no offers', async () => {
    const c = await customer('9440000012');
    const res = await c.post(`/api/user/${c.userId}/profile`, { ...housing, desired_loan_amount: 2_400_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.desired_loan_amount).toBe(
      'A property worth ₹25,00,000 supports a loan of at most ₹22,50,000 (RBI loan-to-value limit)',
    );
    expect((await c.get('/api/offers?product=home')).json().code).toBe('JOURNEY_PROFILE_INCOMPLETE');
  });
});

describe('the journey gate on gold and housing offers (issue 13)', () => {
  it('refuses a personal-loan customer the gold offers, KFS and apply, and sends them to the gold form', async () => {
    const c = await customer('9440000021');
    expect(
      (
        await c.post(`/api/user/${c.userId}/profile`, {
          ...PERSONAL_PROFILE,
          email: 'asha.personal@example.in',
        })
      ).statusCode,
    ).toBe(200);
    expect((await c.get('/api/offers?product=personal')).statusCode).toBe(200);
    for (const res of [
      await c.get('/api/offers?product=gold'),
      await c.get('/api/kfs/muthootgold?amount=150000&months=24'),
      await c.get('/api/offers?product=home'),
      await c.post('/api/applications', {
        lender_id: 1,
        product: 'gold',
        amount: 150_000,
        tenure_months: 12,
        kfs_version: 'kfs-000000000000',
        idempotency_key: 'gold-personal-customer',
      }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'JOURNEY_PROFILE_INCOMPLETE',
        message: 'Please complete your details for this loan first',
      });
    }
    expect(await c.redirect('gold-loans')).toBe('/user/user-detail/gold-loan');
  });

  it("a returning gold customer confirms the gold form's PAN and birth date before the offers", async () => {
    const first = await customer('9440000031');
    await first.post(`/api/user/${first.userId}/profile`, { ...gold, email: 'returning.gold@example.in' });
    await ageCodes(t, '9440000031');
    const later = await customer('9440000031');
    expect(await later.redirect('gold-loans')).toBe('/user/welcome-back');
    expect((await later.get('/api/offers?product=gold')).json().code).toBe('JOURNEY_IDENTITY_UNCONFIRMED');
    const checked = await later.post(`/api/user/${later.userId}/identity-check`, {
      pan: gold.pan,
      birth_date: gold.birth_date,
    });
    expect(checked.statusCode).toBe(200);
    expect(await later.redirect('gold-loans')).toBe('/user/gold-offers');
    expect((await later.get('/api/offers?product=gold')).json().data.offers.length).toBeGreaterThanOrEqual(1);
  });
});
