import { fireEvent, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  courseStartWindow,
  formatCalendarMonth,
  searchListResponse,
  todayInIndia,
  userResponse,
} from '@cl/contracts';
import { contractReply, errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { userRecordFixture } from '@/test/user-record';
import {
  formReady,
  inputLabelled,
  optionList,
  save,
  savedBody,
  typeAboutYou,
  typeInto,
} from '@/test/profile-form';
import { StudentLoanForm } from './student-loan-form';
import { VehicleLoanForm } from './vehicle-loan-form';

// Issue 13: the student and vehicle forms ask their own questions, hold the amount to the course
// fee or the vehicle's loan-to-value share with the contracts' message in ₹, and post their form.

const searchList = contractReply(searchListResponse, {
  success: true,
  data: [
    optionList(2, 'employmentStatus', ['Salaried', 'Self-employed professional', 'Business', 'Student']),
    optionList(3, 'salaryMode', ['Bank transfer', 'Cheque']),
    optionList(5, 'gender', ['Male', 'Female']),
    optionList(8, 'residenceType', ['Owned', 'Rented']),
    optionList(11, 'education', ['10th pass', 'Graduate']),
  ],
});

function server() {
  return stubFetch((call) => {
    if (call.url === '/api/search-list/en') return searchList;
    if (call.url === '/api/user/7/profile')
      return contractReply(userResponse, { success: true, data: userRecordFixture() });
    return errorReply('Not found', 404);
  });
}

function render(form: ReactElement) {
  renderWithApp(<Suspense fallback={<p>loading</p>}>{form}</Suspense>);
}
const props = { userId: 7, user: undefined, privacyHref: '/privacy-policy' };

/** The personal part, as a non-salaried customer fills it. */
async function fillPersonal(employment: string) {
  await formReady();
  typeAboutYou({
    firstName: 'Priya',
    lastName: 'Sharma',
    email: 'priya@example.in',
    birthDate: '10012005',
    pan: 'abcps1234f',
    gender: '2',
    pincode: '110016',
    address1: 'House 12, Hauz Khas',
    residenceType: '1',
    education: '1',
    employment,
    monthlyIncome: '3000',
  });
  fireEvent.click(screen.getByRole('checkbox', { name: /use of my details/ }));
}

describe('StudentLoanForm', () => {
  it('asks for the course and co-applicant, caps the loan at the fee, and posts form student', async () => {
    const calls = server();
    const onSaved = vi.fn();
    render(<StudentLoanForm {...props} onSaved={onSaved} />);
    await fillPersonal('4');
    const start = formatCalendarMonth(courseStartWindow(todayInIndia()).to);
    typeInto(/^Course(?! starts)/, 'B.Tech Computer Science');
    typeInto(/^College or institution/, 'IIT Delhi');
    typeInto(/^Course starts/, start.replace('/', ''));
    expect(inputLabelled(/^Course starts/)).toHaveProperty('value', start);
    typeInto(/^Total course fee/, '900000');
    typeInto(/^Co-applicant's monthly income/, '60000');
    typeInto(/^Loan amount/, '950000');
    save();
    expect(
      await screen.findByText('A course fee of ₹9,00,000 supports a loan of at most ₹9,00,000'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    typeInto(/^Loan amount/, '800000');
    expect(await savedBody(onSaved, calls)).toMatchObject({
      form: 'student',
      course_name: 'B.Tech Computer Science',
      institution_name: 'IIT Delhi',
      course_start: start,
      course_fee: 900_000,
      co_applicant_monthly_income: 60_000,
      employment_status_code: 4,
      desired_loan_amount: 800_000,
    });
  });

  it('starts from the saved course answers when the customer edits (issue 13)', async () => {
    server();
    const user = userRecordFixture({
      loan_amounts: {
        business: null,
        gold: null,
        housing: null,
        student: 800_000,
        two_wheeler: null,
        car: null,
      },
      product_answers: {
        student: {
          course_name: 'B.Tech Computer Science',
          institution_name: 'IIT Delhi',
          course_start: '2026-07',
          course_fee: 900_000,
          co_applicant_monthly_income: 60_000,
        },
        two_wheeler: null,
        car: null,
        gold: null,
        housing: null,
      },
    });
    render(<StudentLoanForm {...props} user={user} onSaved={vi.fn()} />);
    await formReady();
    expect(inputLabelled(/^Course(?! starts)/)).toHaveProperty('value', 'B.Tech Computer Science');
    expect(inputLabelled(/^College or institution/)).toHaveProperty('value', 'IIT Delhi');
    expect(inputLabelled(/^Course starts/)).toHaveProperty('value', '07/2026');
    expect(inputLabelled(/^Total course fee/)).toHaveProperty('value', '900000');
    expect(inputLabelled(/^Co-applicant's monthly income/)).toHaveProperty('value', '60000');
    expect(inputLabelled(/^Loan amount/)).toHaveProperty('value', '800000');
  });

  it('says a course start month must be real', async () => {
    server();
    render(<StudentLoanForm {...props} onSaved={vi.fn()} />);
    await formReady();
    typeInto(/^Course starts/, '132026');
    expect(await screen.findByText('Enter the month as MM/YYYY, like 07/2026')).toBeTruthy();
  });
});

describe('VehicleLoanForm', () => {
  it('holds a used car to 80% of its price, then posts form car with new/used and the price', async () => {
    const calls = server();
    const onSaved = vi.fn();
    render(<VehicleLoanForm {...props} product="car" onSaved={onSaved} />);
    await fillPersonal('2');
    expect(screen.getByText('Your car')).toBeTruthy();
    save();
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: 'Used' }));
    typeInto(/^On-road price/, '600000');
    typeInto(/^Loan amount/, '500000');
    save();
    expect(
      await screen.findByText(
        'A used vehicle costing ₹6,00,000 supports a loan of at most ₹4,80,000 (80% of its price)',
      ),
    ).toBeTruthy();
    typeInto(/^Loan amount/, '480000');
    expect(await savedBody(onSaved, calls)).toMatchObject({
      form: 'car',
      vehicle_condition: 'used',
      on_road_price: 600_000,
      desired_loan_amount: 480_000,
    });
  });

  it('starts from the saved vehicle answers when the customer edits (issue 13)', async () => {
    server();
    const user = userRecordFixture({
      loan_amounts: {
        business: null,
        gold: null,
        housing: null,
        student: null,
        two_wheeler: null,
        car: 450_000,
      },
      product_answers: {
        student: null,
        two_wheeler: null,
        car: { vehicle_condition: 'used', on_road_price: 600_000 },
        gold: null,
        housing: null,
      },
    });
    render(<VehicleLoanForm {...props} user={user} product="car" onSaved={vi.fn()} />);
    await formReady();
    expect(screen.getByRole('radio', { name: 'Used' })).toHaveProperty('checked', true);
    expect(inputLabelled(/^On-road price/)).toHaveProperty('value', '600000');
    expect(inputLabelled(/^Loan amount/)).toHaveProperty('value', '450000');
  });

  it("names a two-wheeler's own amount range", async () => {
    server();
    render(<VehicleLoanForm {...props} product="two_wheeler" onSaved={vi.fn()} />);
    await formReady();
    expect(screen.getByText('Your two-wheeler')).toBeTruthy();
    typeInto(/^Loan amount/, '5000');
    expect(await screen.findByText('Enter an amount from ₹10,000 to ₹20,00,000')).toBeTruthy();
  });
});
