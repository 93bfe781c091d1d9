import {
  formatCalendarMonth,
  isoToBirthDate,
  isoToCalendarMonth,
  type UserRecord,
  type VehicleProduct,
} from '@cl/contracts';
import type { BusinessFormInput, GoldFormInput, HousingFormInput, PersonalFormInput } from './form-schemas';
import type { StudentFormInput, VehicleFormInput } from './product-form-schemas';

// Forms start from what is on record, so a returning customer edits rather than retypes. The PAN
// on record is masked (spec 3) and is typed again; consents always start unticked (DPDP). Each
// product form starts from its own amount and answers (issue 13), never another product's.

const text = (value: string | null | undefined) => value ?? '';
const option = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const amount = (value: number | null | undefined) => (value ? String(value) : '');
/** YYYY-MM as stored -> MM/YYYY as the form takes it. */
const month = (value: string | undefined) => {
  const parsed = value ? isoToCalendarMonth(value) : null;
  return parsed ? formatCalendarMonth(parsed) : '';
};

const consents = { consent_data_processing: false, allow_sms: 0, allow_emails: 0 } as const;

function identity(user: UserRecord | undefined) {
  return {
    first_name: text(user?.firstName),
    last_name: text(user?.lastName),
    email: text(user?.email),
    birth_date: user?.birthDate ? isoToBirthDate(user.birthDate) : '',
    pan: '',
    gender: option(user?.gender),
    postal_code: text(user?.postal_code),
  };
}

export function personalDefaults(user: UserRecord | undefined): PersonalFormInput {
  return {
    ...identity(user),
    address1: text(user?.address1),
    address2: text(user?.address2),
    residence_type: option(user?.residence_type),
    monthly_rent: amount(user?.monthly_rent),
    educational_level: option(user?.educational_level),
    employment_status_code: option(user?.employment_status_code),
    monthly_income: amount(user?.monthly_income),
    salary_mode: option(user?.salary_mode),
    employer_name: text(user?.employer_name),
    officepincode: text(user?.officepincode),
    emi: amount(user?.emi),
    desired_loan_amount: amount(user?.desired_loan_amount),
    ...consents,
  };
}

export function businessDefaults(user: UserRecord | undefined): BusinessFormInput {
  return {
    ...identity(user),
    business_name: text(user?.business_name),
    employment_status_code: option(user?.business_employment_status_code),
    business_registration_type: option(user?.business_registration_type),
    business_years: option(user?.business_years),
    business_current_turnover: amount(user?.business_current_turnover),
    business_account: user?.business_account === 1 ? 1 : 0,
    monthly_income: amount(user?.monthly_income),
    desired_loan_amount: amount(user?.loan_amounts.business),
    ...consents,
  };
}

export function goldDefaults(user: UserRecord | undefined): GoldFormInput {
  const gold = user?.product_answers.gold;
  return {
    ...identity(user),
    gold_weight_grams: amount(gold?.gold_weight_grams),
    gold_purity_karat: gold?.gold_purity_karat ?? 22,
    desired_loan_amount: amount(user?.loan_amounts.gold),
    ...consents,
  };
}

export function housingDefaults(user: UserRecord | undefined): HousingFormInput {
  const housing = user?.product_answers.housing;
  return {
    ...identity(user),
    employment_status_code: option(user?.employment_status_code),
    monthly_income: amount(user?.monthly_income),
    property_value: amount(housing?.property_value),
    property_pincode: text(housing?.property_pincode),
    desired_loan_amount: amount(user?.loan_amounts.housing),
    ...consents,
  };
}

/** Issue 13: the personal profile on record, and the student loan's own answers and amount. */
export function studentDefaults(user: UserRecord | undefined): StudentFormInput {
  const student = user?.product_answers.student;
  return {
    ...personalDefaults(user),
    course_name: text(student?.course_name),
    institution_name: text(student?.institution_name),
    course_start: month(student?.course_start),
    course_fee: amount(student?.course_fee),
    co_applicant_monthly_income: amount(student?.co_applicant_monthly_income),
    desired_loan_amount: amount(user?.loan_amounts.student),
  };
}

/** Issue 13: the personal profile on record, and this vehicle loan's own answers and amount. */
export function vehicleDefaults(user: UserRecord | undefined, product: VehicleProduct): VehicleFormInput {
  const vehicle = user?.product_answers[product];
  return {
    ...personalDefaults(user),
    vehicle_condition: vehicle?.vehicle_condition ?? '',
    on_road_price: amount(vehicle?.on_road_price),
    desired_loan_amount: amount(user?.loan_amounts[product]),
  };
}
