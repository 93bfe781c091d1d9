import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { signIn } from '../../../test/support/customer.ts';
import { PERSONAL_PROFILE } from '../../../test/support/profiles.ts';

// Issue 13: the user record gives back each product form's own saved answers (not only its
// amount), so that editing starts from them; each product keeps its own.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const consents = { consent_data_processing: true, allow_sms: 0, allow_emails: 0 };

describe('GET /api/user/:id product_answers', () => {
  it("returns each product's answers as saved, null for a product never saved", async () => {
    const s = await signIn(t, '9440000001');
    const headers = { cookie: s.cookie, 'x-csrf-token': s.csrf };
    const save = async (payload: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/user/${s.userId}/profile`,
        payload,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const email = 'answers@example.in';
    const record = async () =>
      (await t.app.inject({ url: `/api/user/${s.userId}`, headers })).json().data.product_answers;

    await save({ ...PERSONAL_PROFILE, email });
    expect(await record()).toEqual({
      student: null,
      two_wheeler: null,
      car: null,
      gold: null,
      housing: null,
    });

    const nextYear = new Date().getFullYear() + 1;
    await save({
      ...PERSONAL_PROFILE,
      form: 'student',
      email,
      course_name: 'B.Tech Computer Science',
      institution_name: 'IIT Delhi',
      course_start: `01/${nextYear}`,
      course_fee: 900_000,
      co_applicant_monthly_income: 60_000,
      desired_loan_amount: 800_000,
    });
    const vehicle = (form: string, condition: string, price: number, amount: number) => ({
      ...PERSONAL_PROFILE,
      form,
      email,
      vehicle_condition: condition,
      on_road_price: price,
      desired_loan_amount: amount,
    });
    await save(vehicle('two_wheeler', 'new', 120_000, 100_000));
    await save(vehicle('car', 'used', 700_000, 500_000));
    await save({
      form: 'gold',
      first_name: 'Asha',
      last_name: 'Verma',
      email,
      postal_code: '560034',
      // ADR 017: the gold form asks the identity the welcome-back check needs.
      birth_date: PERSONAL_PROFILE.birth_date,
      pan: PERSONAL_PROFILE.pan,
      gender: PERSONAL_PROFILE.gender,
      gold_weight_grams: 40,
      gold_purity_karat: 22,
      desired_loan_amount: 100_000,
      ...consents,
    });
    await save({
      form: 'housing',
      first_name: 'Asha',
      last_name: 'Verma',
      email,
      birth_date: PERSONAL_PROFILE.birth_date,
      pan: PERSONAL_PROFILE.pan,
      gender: 2,
      postal_code: '560034',
      employment_status_code: 1,
      monthly_income: 85_000,
      property_value: 2_500_000,
      property_pincode: '560035',
      desired_loan_amount: 2_000_000,
      ...consents,
    });

    expect(await record()).toEqual({
      student: {
        course_name: 'B.Tech Computer Science',
        institution_name: 'IIT Delhi',
        course_start: `${nextYear}-01`,
        course_fee: 900_000,
        co_applicant_monthly_income: 60_000,
      },
      two_wheeler: { vehicle_condition: 'new', on_road_price: 120_000 },
      car: { vehicle_condition: 'used', on_road_price: 700_000 },
      gold: { gold_weight_grams: 40, gold_purity_karat: 22 },
      housing: { property_value: 2_500_000, property_pincode: '560035' },
    });
  });
});
