import { describe, expect, it } from 'vitest';
import { userRecordFixture } from '@/test/user-record';
import {
  businessDefaults,
  goldDefaults,
  housingDefaults,
  studentDefaults,
  vehicleDefaults,
} from './profile-defaults';

// Issue 13: editing a product form starts from that product's saved answers (GET /api/user/:id
// product_answers), not only its amount; another product's answers never leak into it.

const saved = userRecordFixture({
  loan_amounts: {
    business: 900_000,
    gold: 150_000,
    housing: 2_000_000,
    student: 800_000,
    two_wheeler: 100_000,
    car: 450_000,
  },
  business_name: 'Asha Stores',
  business_employment_status_code: 3,
  business_registration_type: 1,
  business_years: 4,
  business_current_turnover: 4_000_000,
  business_account: 1,
  product_answers: {
    student: {
      course_name: 'B.Tech Computer Science',
      institution_name: 'IIT Delhi',
      course_start: '2026-07',
      course_fee: 900_000,
      co_applicant_monthly_income: 60_000,
    },
    two_wheeler: { vehicle_condition: 'new', on_road_price: 120_000 },
    car: { vehicle_condition: 'used', on_road_price: 600_000 },
    gold: { gold_weight_grams: 40, gold_purity_karat: 18 },
    housing: { property_value: 2_500_000, property_pincode: '560034' },
  },
});

describe('product form defaults from the saved answers', () => {
  it('student: the course, its start as MM/YYYY, fee, co-applicant and amount', () => {
    expect(studentDefaults(saved)).toMatchObject({
      course_name: 'B.Tech Computer Science',
      institution_name: 'IIT Delhi',
      course_start: '07/2026',
      course_fee: '900000',
      co_applicant_monthly_income: '60000',
      desired_loan_amount: '800000',
      // The personal profile on record comes with it.
      employer_name: 'Tata Motors',
      monthly_income: '45000',
    });
  });

  it('two-wheeler and car: each its own condition, price and amount', () => {
    expect(vehicleDefaults(saved, 'two_wheeler')).toMatchObject({
      vehicle_condition: 'new',
      on_road_price: '120000',
      desired_loan_amount: '100000',
    });
    expect(vehicleDefaults(saved, 'car')).toMatchObject({
      vehicle_condition: 'used',
      on_road_price: '600000',
      desired_loan_amount: '450000',
    });
  });

  it('gold: weight, purity and amount', () => {
    expect(goldDefaults(saved)).toMatchObject({
      gold_weight_grams: '40',
      gold_purity_karat: 18,
      desired_loan_amount: '150000',
    });
  });

  it("housing: the home's value and pincode, and amount", () => {
    expect(housingDefaults(saved)).toMatchObject({
      property_value: '2500000',
      property_pincode: '560034',
      desired_loan_amount: '2000000',
    });
  });

  it('business: the business answers and its own employment type', () => {
    expect(businessDefaults(saved)).toMatchObject({
      business_name: 'Asha Stores',
      employment_status_code: '3',
      business_registration_type: '1',
      business_years: '4',
      business_current_turnover: '4000000',
      business_account: 1,
      desired_loan_amount: '900000',
    });
  });

  it('a product never answered starts empty, whatever the others hold', () => {
    const carOnly = userRecordFixture({
      product_answers: {
        student: null,
        two_wheeler: null,
        car: { vehicle_condition: 'used', on_road_price: 600_000 },
        gold: null,
        housing: null,
      },
    });
    expect(vehicleDefaults(carOnly, 'two_wheeler')).toMatchObject({
      vehicle_condition: '',
      on_road_price: '',
    });
    expect(studentDefaults(carOnly)).toMatchObject({ course_name: '', course_start: '', course_fee: '' });
    expect(goldDefaults(carOnly)).toMatchObject({ gold_weight_grams: '', gold_purity_karat: 22 });
    expect(housingDefaults(carOnly)).toMatchObject({ property_value: '', property_pincode: '' });
  });
});
