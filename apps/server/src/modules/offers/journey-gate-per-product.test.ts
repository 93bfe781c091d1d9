import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { signIn } from '../../../test/support/customer.ts';
import { PERSONAL_PROFILE } from '../../../test/support/profiles.ts';

// Issue 13, ADR 015: completion is per product where a product asks its own questions. A customer
// who completed a personal-loan profile and then chooses a car (or student, or two-wheeler) loan
// is refused that product's offers and apply until its own answers are saved, and is then matched
// on that product's amount, never the personal one.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function personalCustomer(phone: string) {
  const s = await signIn(t, phone);
  const headers = { cookie: s.cookie, 'x-csrf-token': s.csrf };
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string) => t.app.inject({ url, headers });
  const email = `personal.${phone}@example.in`;
  const saved = await post(`/api/user/${s.userId}/profile`, { ...PERSONAL_PROFILE, email });
  expect(saved.statusCode).toBe(200);
  return { ...s, post, get, email };
}

const apply = (product: string) => ({
  lender_id: 1,
  product,
  amount: 100_000,
  tenure_months: 12,
  kfs_version: 'kfs-000000000000',
  idempotency_key: `per-product-${product}`,
});

describe('offers per product after a personal-loan profile (ADR 015)', () => {
  it('refuses student, two-wheeler and car offers and apply with JOURNEY_PROFILE_INCOMPLETE', async () => {
    const c = await personalCustomer('9430000001');
    expect((await c.get('/api/offers?product=personal')).statusCode).toBe(200);
    for (const product of ['student', 'two_wheeler', 'car']) {
      const offers = await c.get(`/api/offers?product=${product}`);
      expect(offers.statusCode, product).toBe(403);
      expect(offers.json(), product).toMatchObject({
        code: 'JOURNEY_PROFILE_INCOMPLETE',
        message: 'Please complete your details for this loan first',
      });
      const applied = await c.post('/api/applications', apply(product));
      expect(applied.statusCode, product).toBe(403);
      expect(applied.json().code, product).toBe('JOURNEY_PROFILE_INCOMPLETE');
    }
    // The web's guard reads the same from the session: no product's own answers yet.
    const session = (await c.get('/api/auth/session')).json().data;
    expect(session.user.pl_completed).toBe(1);
    expect(session.user.answered_products).toEqual([]);
  });

  it("answers car offers once the car questions are saved, at the car's own amount", async () => {
    const c = await personalCustomer('9430000002');
    const car = {
      ...PERSONAL_PROFILE,
      form: 'car',
      email: c.email,
      vehicle_condition: 'used',
      on_road_price: 700_000,
      desired_loan_amount: 500_000,
    };
    expect((await c.post(`/api/user/${c.userId}/profile`, car)).statusCode).toBe(200);
    const offers = await c.get('/api/offers?product=car');
    expect(offers.statusCode).toBe(200);
    const amounts = (offers.json().data.offers as { slug: string; amount: number }[]).map(
      (o) => `${o.slug}:${o.amount}`,
    );
    expect(amounts).toEqual(['mahindra-finance:500000']);
    expect(PERSONAL_PROFILE.desired_loan_amount).not.toBe(500_000);
    expect((await c.get('/api/auth/session')).json().data.user.answered_products).toEqual(['car']);
    // The car's answers do not answer the student or two-wheeler questions.
    expect((await c.get('/api/offers?product=student')).json().code).toBe('JOURNEY_PROFILE_INCOMPLETE');
    expect((await c.get('/api/offers?product=two_wheeler')).json().code).toBe('JOURNEY_PROFILE_INCOMPLETE');
  });
});
