import { describe, expect, it } from 'vitest';
import { profileUpdateBody } from './profile.ts';
import { translateValidationMessage } from '../validation/messages.ts';
import { todayInIndia } from '../calendar/india-day.ts';
import { courseStartWindow, formatCalendarMonth } from '../lending/student-loans.ts';

// Issue 13: the student, two-wheeler and car forms' own rules, as form and server parse them.

const personal = {
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'asha@example.in',
  birth_date: '15/08/2004',
  pan: 'ABCPV1234K',
  gender: 2,
  postal_code: '560034',
  address1: 'Flat 4B, Sector-12',
  address2: '',
  residence_type: 2,
  monthly_rent: 0,
  educational_level: 3,
  employment_status_code: 4,
  monthly_income: 5000,
  emi: 0,
  consent_data_processing: true,
  allow_sms: 0,
  allow_emails: 0,
};

const { from, to } = courseStartWindow(todayInIndia());
const student = {
  ...personal,
  form: 'student',
  course_name: 'B.Tech (Computer Science)',
  institution_name: "St. Xavier's College",
  course_start: formatCalendarMonth(from),
  course_fee: 450_000,
  co_applicant_monthly_income: 60_000,
  desired_loan_amount: 400_000,
};
const twoWheeler = {
  ...personal,
  form: 'two_wheeler',
  vehicle_condition: 'new',
  on_road_price: 120_000,
  desired_loan_amount: 100_000,
};
const car = {
  ...personal,
  form: 'car',
  vehicle_condition: 'used',
  on_road_price: 600_000,
  desired_loan_amount: 450_000,
};

/** The message of the issue on one field, in a language, or null when that field passes. */
function errorOn(body: object, field: string, language: 'en' | 'hi' = 'en'): string | null {
  const parsed = profileUpdateBody.safeParse(body);
  if (parsed.success) return null;
  const issue = parsed.error.issues.find((i) => i.path[0] === field);
  return issue ? translateValidationMessage(issue.message, language) : null;
}

describe('student loan form', () => {
  it('accepts a plausible student and keeps the course answers', () => {
    const parsed = profileUpdateBody.parse(student);
    expect(parsed).toMatchObject({
      form: 'student',
      course_fee: 450_000,
      co_applicant_monthly_income: 60_000,
    });
  });

  it('caps the loan at the course fee, in ₹ and in Hindi', () => {
    const over = { ...student, desired_loan_amount: 450_001 };
    expect(errorOn(over, 'desired_loan_amount')).toBe(
      'A course fee of ₹4,50,000 supports a loan of at most ₹4,50,000',
    );
    expect(errorOn(over, 'desired_loan_amount', 'hi')).toBe(
      '₹4,50,000 की कोर्स फ़ीस पर अधिकतम ₹4,50,000 का ऋण मिल सकता है',
    );
    expect(errorOn({ ...student, desired_loan_amount: 450_000 }, 'desired_loan_amount')).toBeNull();
  });

  it('names the allowed range of the amount and of the fee', () => {
    expect(errorOn({ ...student, desired_loan_amount: 5_000 }, 'desired_loan_amount')).toBe(
      'Enter an amount from ₹10,000 to ₹1,00,00,000',
    );
    expect(errorOn({ ...student, course_fee: 999 }, 'course_fee')).toBe(
      'Enter an amount from ₹10,000 to ₹2,00,00,000',
    );
  });

  it('asks for a real course start month inside the window', () => {
    expect(errorOn({ ...student, course_start: '13/2026' }, 'course_start')).toBe(
      'Enter the month as MM/YYYY, like 07/2026',
    );
    const late = formatCalendarMonth({ year: to.year + 1, month: to.month });
    expect(errorOn({ ...student, course_start: late }, 'course_start')).toBe(
      `The course must start between ${formatCalendarMonth(from)} and ${formatCalendarMonth(to)}`,
    );
    expect(errorOn({ ...student, course_start: formatCalendarMonth(to) }, 'course_start')).toBeNull();
  });

  it('refuses course and institution names with other characters, and a missing co-applicant income', () => {
    expect(errorOn({ ...student, course_name: 'B' }, 'course_name')).toBe(
      "Use 2 to 100 letters, digits, spaces and . , - & ( ) ' only",
    );
    expect(errorOn({ ...student, institution_name: 'IIT <Delhi>' }, 'institution_name')).not.toBeNull();
    expect(errorOn({ ...student, co_applicant_monthly_income: 0 }, 'co_applicant_monthly_income')).toBe(
      'Monthly income requires between ₹ 1 and ₹ 1,000,000',
    );
  });
});

describe('two-wheeler and car loan forms', () => {
  it('accept a loan within the vehicle loan-to-value share', () => {
    expect(profileUpdateBody.safeParse(twoWheeler).success).toBe(true);
    expect(profileUpdateBody.safeParse(car).success).toBe(true);
  });

  it('cap a new two-wheeler at 95% and a used one at 75% of the price', () => {
    expect(errorOn({ ...twoWheeler, desired_loan_amount: 114_000 }, 'desired_loan_amount')).toBeNull();
    expect(errorOn({ ...twoWheeler, desired_loan_amount: 114_001 }, 'desired_loan_amount')).toBe(
      'A new vehicle costing ₹1,20,000 on the road supports a loan of at most ₹1,14,000 (95% of its price)',
    );
    expect(
      errorOn(
        { ...twoWheeler, vehicle_condition: 'used', desired_loan_amount: 90_001 },
        'desired_loan_amount',
      ),
    ).toBe('A used vehicle costing ₹1,20,000 supports a loan of at most ₹90,000 (75% of its price)');
  });

  it('cap a used car at 80% and a new car at 90%, in Hindi too', () => {
    expect(errorOn({ ...car, desired_loan_amount: 480_001 }, 'desired_loan_amount', 'hi')).toBe(
      '₹6,00,000 के पुराने वाहन पर अधिकतम ₹4,80,000 का ऋण मिल सकता है (कीमत का 80%)',
    );
    expect(
      errorOn({ ...car, vehicle_condition: 'new', desired_loan_amount: 540_001 }, 'desired_loan_amount'),
    ).toBe(
      'A new vehicle costing ₹6,00,000 on the road supports a loan of at most ₹5,40,000 (90% of its price)',
    );
  });

  it('name each product its own amount and price range', () => {
    expect(errorOn({ ...twoWheeler, desired_loan_amount: 5_000 }, 'desired_loan_amount')).toBe(
      'Enter an amount from ₹10,000 to ₹20,00,000',
    );
    expect(errorOn({ ...car, desired_loan_amount: 20_000 }, 'desired_loan_amount')).toBe(
      'Enter an amount from ₹50,000 to ₹2,00,00,000',
    );
    expect(errorOn({ ...car, on_road_price: 50_000 }, 'on_road_price')).toBe(
      'Enter an amount from ₹1,00,000 to ₹5,00,00,000',
    );
  });

  it('need new or used chosen', () => {
    expect(errorOn({ ...car, vehicle_condition: 'stolen' }, 'vehicle_condition')).toBe(
      'This field is required',
    );
  });
});
