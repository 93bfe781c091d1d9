import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { courseStartWindow, formatCalendarMonth, todayInIndia } from '@cl/contracts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { signIn } from '../../../test/support/customer.ts';
import { PERSONAL_PROFILE } from '../../../test/support/profiles.ts';
import { userProductDetails, users } from '../../db/schema/index.ts';

// Issue 13: student, two-wheeler and car loans save their own answers and amount, are refused
// past their caps (messages in ₹, en and hi), and reach their own lenders' offers.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function customer(phone: string) {
  const s = await signIn(t, phone);
  const headers = { cookie: s.cookie, 'x-csrf-token': s.csrf };
  const post = (payload: object, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/${s.userId}/profile`,
      payload,
      headers: { ...headers, cookie: `${s.cookie}; lang=${language}` },
    });
  const get = (url: string) => t.app.inject({ url, headers });
  return { ...s, post, get };
}

const courseStart = formatCalendarMonth(courseStartWindow(todayInIndia()).to);

/** A 21-year-old student with no income of her own; her father earns ₹60,000 a month. */
const student = {
  ...PERSONAL_PROFILE,
  form: 'student',
  email: 'priya.student@example.in',
  birth_date: '10/01/2005',
  employment_status_code: 4,
  monthly_income: 2_000,
  salary_mode: undefined,
  employer_name: undefined,
  officepincode: undefined,
  course_name: 'B.Tech Computer Science',
  institution_name: 'IIT Delhi',
  course_start: courseStart,
  course_fee: 900_000,
  co_applicant_monthly_income: 60_000,
  desired_loan_amount: 800_000,
};

const vehicle = (form: 'two_wheeler' | 'car', condition: 'new' | 'used', price: number, amount: number) => ({
  ...PERSONAL_PROFILE,
  form,
  email: `${form}.${condition}@example.in`,
  vehicle_condition: condition,
  on_road_price: price,
  desired_loan_amount: amount,
});

const detailsOf = async (userId: number, product: string) =>
  (
    await t.database.db
      .select()
      .from(userProductDetails)
      .where(and(eq(userProductDetails.userId, userId), eq(userProductDetails.product, product)))
  )[0];

describe('student loans', () => {
  it('saves the course answers with their own amount and reaches the student lender', async () => {
    const c = await customer('9420000001');
    const saved = await c.post(student);
    expect(saved.statusCode).toBe(200);
    const record = saved.json().data;
    expect(record.pl_completed).toBe(1);
    expect(record.loan_amounts.student).toBe(800_000);
    // The personal loan's own amount is not touched by the student form.
    expect(record.desired_loan_amount).toBeNull();
    const row = await detailsOf(c.userId, 'student');
    expect(row?.data).toMatchObject({
      course_name: 'B.Tech Computer Science',
      institution_name: 'IIT Delhi',
      course_fee: 900_000,
      co_applicant_monthly_income: 60_000,
    });
    const offers = (await c.get('/api/offers?product=student')).json().data.offers;
    expect(offers.map((o: { slug: string; amount: number }) => [o.slug, o.amount])).toEqual([
      ['avanse', 800_000],
    ]);
  });

  it('refuses a loan above the course fee and changes nothing', async () => {
    const c = await customer('9420000002');
    const res = await c.post({ ...student, desired_loan_amount: 900_001 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.desired_loan_amount).toBe(
      'A course fee of ₹9,00,000 supports a loan of at most ₹9,00,000',
    );
    const hi = await c.post({ ...student, course_start: '13/2026' }, 'hi');
    expect(hi.json().fields.course_start).toBe('महीना MM/YYYY के रूप में लिखें, जैसे 07/2026');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, c.userId));
    expect(row?.plCompleted).toBe(0);
    expect(await detailsOf(c.userId, 'student')).toBeUndefined();
  });
});

describe('two-wheeler and car loans', () => {
  it('save new/used and the on-road price per product, and offer each its own amount', async () => {
    const c = await customer('9420000003');
    expect((await c.post(vehicle('two_wheeler', 'new', 120_000, 110_000))).statusCode).toBe(200);
    const saved = await c.post({
      ...vehicle('car', 'used', 700_000, 500_000),
      email: 'two_wheeler.new@example.in',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.loan_amounts).toMatchObject({ two_wheeler: 110_000, car: 500_000 });
    expect((await detailsOf(c.userId, 'car'))?.data).toEqual({
      vehicle_condition: 'used',
      on_road_price: 700_000,
    });
    const amounts = async (product: string) =>
      (
        (await c.get(`/api/offers?product=${product}`)).json().data.offers as {
          slug: string;
          amount: number;
        }[]
      ).map((o) => `${o.slug}:${o.amount}`);
    expect(await amounts('car')).toEqual(['mahindra-finance:500000']);
    expect((await amounts('two_wheeler')).sort()).toEqual(['hero-fincorp:110000', 'mahindra-finance:110000']);
  });

  it('refuse more than the loan-to-value share of the price, naming the cap in ₹', async () => {
    const c = await customer('9420000004');
    const bike = await c.post(vehicle('two_wheeler', 'used', 80_000, 70_000));
    expect(bike.statusCode).toBe(400);
    expect(bike.json().fields.desired_loan_amount).toBe(
      'A used vehicle costing ₹80,000 supports a loan of at most ₹60,000 (75% of its price)',
    );
    const car = await c.post(vehicle('car', 'new', 1_000_000, 950_000), 'hi');
    expect(car.json().fields.desired_loan_amount).toBe(
      'ऑन-रोड ₹10,00,000 के नए वाहन पर अधिकतम ₹9,00,000 का ऋण मिल सकता है (कीमत का 90%)',
    );
    const range = await c.post(vehicle('car', 'new', 1_000_000, 30_000));
    expect(range.json().fields.desired_loan_amount).toBe('Enter an amount from ₹50,000 to ₹2,00,00,000');
    expect(await detailsOf(c.userId, 'car')).toBeUndefined();
  });
});
