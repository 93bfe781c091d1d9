import { describe, expect, it } from 'vitest';
import {
  answeredProductsOf,
  businessEmploymentOf,
  coApplicantIncomeOf,
  detailsKeyOf,
  productAnswersOf,
} from './product-details.ts';

describe('product details', () => {
  it('maps each lender product to the form that holds its answers', () => {
    expect(detailsKeyOf('business')).toBe('business');
    expect(detailsKeyOf('gold')).toBe('gold');
    expect(detailsKeyOf('home')).toBe('housing');
    expect(detailsKeyOf('personal')).toBeNull();
    expect(detailsKeyOf('student')).toBe('student');
    expect(detailsKeyOf('two_wheeler')).toBe('two_wheeler');
    expect(detailsKeyOf('car')).toBe('car');
  });

  it('reads only a business employment type from the business answers', () => {
    expect(businessEmploymentOf({ employment_status_code: 3 })).toBe(3);
    expect(businessEmploymentOf({ employment_status_code: 2 })).toBe(2);
    expect(businessEmploymentOf({ employment_status_code: 1 })).toBeNull();
    expect(businessEmploymentOf({})).toBeNull();
    expect(businessEmploymentOf('junk')).toBeNull();
    // Odd values a stored form or a hand-made request could hold: never a type of their own.
    for (const odd of [null, undefined, [], '3', [3], true, 2.5, '0x3', 2 ** 31, Number.NaN])
      expect(businessEmploymentOf({ employment_status_code: odd }), String(odd)).toBeNull();
    for (const odd of [null, undefined, 3, [3]]) expect(businessEmploymentOf(odd), String(odd)).toBeNull();
  });

  it('gives each product its own amount', () => {
    const row = (product: string, desiredAmount: number | null, data: unknown = {}) => ({
      userId: 1,
      product,
      data,
      desiredAmount,
      updatedAt: new Date(),
    });
    expect(
      productAnswersOf([
        row('gold', 50_000),
        row('business', 900_000, { employment_status_code: 2 }),
        row('car', 400_000, { vehicle_condition: 'new', on_road_price: 500_000 }),
      ]),
    ).toEqual({
      amounts: {
        business: 900_000,
        gold: 50_000,
        housing: null,
        student: null,
        two_wheeler: null,
        car: 400_000,
      },
      businessEmploymentStatusCode: 2,
      saved: {
        student: null,
        two_wheeler: null,
        car: { vehicle_condition: 'new', on_road_price: 500_000 },
        gold: null,
        housing: null,
      },
    });
  });

  it('answers a stored row that is not in shape as null, not as half an answer', () => {
    const broken = {
      userId: 1,
      product: 'car',
      data: { on_road_price: 'lots' },
      desiredAmount: 1,
      updatedAt: new Date(),
    };
    expect(productAnswersOf([broken]).saved.car).toBeNull();
  });

  it('names the student, two-wheeler and car loans whose own answers are saved (ADR 015)', () => {
    const row = (product: string) => ({
      userId: 1,
      product,
      data: {},
      desiredAmount: 1,
      updatedAt: new Date(),
    });
    expect(answeredProductsOf([])).toEqual([]);
    expect(answeredProductsOf([row('gold'), row('car'), row('business')])).toEqual(['car']);
    expect(answeredProductsOf([row('car'), row('student'), row('two_wheeler')])).toEqual([
      'student',
      'two_wheeler',
      'car',
    ]);
  });

  it("reads a student loan's co-applicant income, nothing else", () => {
    expect(coApplicantIncomeOf({ co_applicant_monthly_income: 60_000 })).toBe(60_000);
    expect(coApplicantIncomeOf({})).toBeNull();
    expect(coApplicantIncomeOf(null)).toBeNull();
  });
});
