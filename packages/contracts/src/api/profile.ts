import { z } from 'zod';
import {
  address1Field,
  address2Field,
  birthDateField,
  companyNameField,
  emailField,
  firstNameField,
  individualPanField,
  lastNameField,
  monthlyIncomeField,
  pincodeField,
} from '../validation/fields.ts';
import { msg, msgWith } from '../validation/messages.ts';
import { LENDING } from '../constants.ts';
import { EMPLOYMENT_STATUS } from '../catalog.ts';
import { formatRupees, housingLoanCap, housingLoanWithinLtv } from '../lending/loan-limits.ts';
import { idText, INT2_MAX, intField } from './numbers.ts';
import { checkCourseFee, checkVehicleLtv, studentLoanFields, vehicleLoanFields } from './product-profiles.ts';

// spec 3 User profile; spec 2 profile forms. One schema per form, used by the form and the server.

// Option ids are smallint columns; amounts are integer (int4) rupee columns, all bounded below 2^31.
const optionId = intField(1, INT2_MAX, msg('required'));
const amount = (min: number, max: number) => intField(min, max, msg('invalidValue'));

/** A desired loan amount: out of range names the range in ₹ (issue 13), not just "not valid". */
const loanAmount = (min: number, max: number) =>
  intField(min, max, msgWith('amountRange', { min: formatRupees(min), max: formatRupees(max) }));

/** Business lenders lend to these (spec 3 self_employed, business flags); salaried is a personal loan. */
export const BUSINESS_EMPLOYMENT_TYPES = [
  EMPLOYMENT_STATUS.selfEmployed,
  EMPLOYMENT_STATUS.business,
] as const;
const businessEmploymentType = intField(1, INT2_MAX, msg('businessEmploymentType')).refine(
  (code) => BUSINESS_EMPLOYMENT_TYPES.some((allowed) => allowed === code),
  { message: msg('businessEmploymentType') },
);
const flag = z.union([z.literal(0), z.literal(1)]);

/** DPDP: consent is asked per purpose, never pre-ticked; only data processing is required to proceed. */
export const consentFields = z.object({
  consent_data_processing: z.literal(true, { error: msg('consentRequired') }),
  allow_sms: flag,
  allow_emails: flag,
});

const identity = z.object({
  first_name: firstNameField,
  last_name: lastNameField,
  email: emailField,
  birth_date: birthDateField,
  pan: individualPanField,
  gender: optionId,
  postal_code: pincodeField,
});

// /user/user-detail: the personal-loan profile.
export const personalProfileBody = identity
  .extend({
    address1: address1Field,
    address2: address2Field,
    residence_type: optionId,
    monthly_rent: amount(0, 1_000_000).default(0),
    educational_level: optionId,
    employment_status_code: optionId,
    monthly_income: monthlyIncomeField,
    salary_mode: optionId.optional(),
    employer_name: companyNameField.optional(),
    officepincode: pincodeField.optional(),
    emi: amount(0, 1_000_000).default(0),
    desired_loan_amount: loanAmount(LENDING.loanMin, LENDING.personalLoanMax),
  })
  .extend(consentFields.shape);
export type PersonalProfileBody = z.input<typeof personalProfileBody>;

// /user/business-detail: Business Loans.
export const businessProfileBody = identity
  .extend({
    business_name: companyNameField,
    employment_status_code: businessEmploymentType,
    business_registration_type: optionId,
    business_years: optionId,
    business_current_turnover: amount(0, 1_000_000_000),
    business_account: flag,
    monthly_income: monthlyIncomeField,
    desired_loan_amount: loanAmount(LENDING.loanMin, LENDING.businessLoanMax),
  })
  .extend(consentFields.shape);
export type BusinessProfileBody = z.input<typeof businessProfileBody>;

// /user/user-detail/gold-loan. Issue 13: the identity fields too: gold lenders lend from 18 (the
// birth date is their age check), and the PAN and birth date are what a returning gold customer
// confirms on the welcome-back page before offers (ADR 017).
export const goldLoanProfileBody = identity
  .extend({
    gold_weight_grams: amount(1, 10_000),
    gold_purity_karat: z.union([z.literal(18), z.literal(20), z.literal(22), z.literal(24)], {
      error: msg('required'),
    }),
    desired_loan_amount: loanAmount(LENDING.loanMin, LENDING.goldLoanMax),
  })
  .extend(consentFields.shape);
export type GoldLoanProfileBody = z.input<typeof goldLoanProfileBody>;

// /user/user-detail/affordable-housing-loan.
export const housingLoanProfileBody = identity
  .extend({
    employment_status_code: optionId,
    monthly_income: monthlyIncomeField,
    property_value: amount(100_000, 100_000_000),
    property_pincode: pincodeField,
    desired_loan_amount: loanAmount(LENDING.housingLoanMin, LENDING.housingLoanMax),
  })
  .extend(consentFields.shape);
export type HousingLoanProfileBody = z.input<typeof housingLoanProfileBody>;

/**
 * RBI LTV ceilings for housing loans, as a refinement the form and the server both apply (kept
 * out of the object so that it can still be extended).
 */
export function checkHousingLtv(
  values: { property_value: number; desired_loan_amount: number },
  ctx: z.RefinementCtx,
): void {
  if (housingLoanWithinLtv(values.desired_loan_amount, values.property_value)) return;
  ctx.addIssue({
    code: 'custom',
    path: ['desired_loan_amount'],
    message: msgWith('housingLtv', {
      value: formatRupees(values.property_value),
      max: formatRupees(housingLoanCap(values.property_value)),
    }),
  });
}

// Issue 13: student, two-wheeler and car loans: the personal profile and the product's own
// answers (product-profiles.ts), each with its own amount range and cap.
export const studentProfileBody = personalProfileBody.extend(studentLoanFields);
export type StudentProfileBody = z.input<typeof studentProfileBody>;
export const twoWheelerProfileBody = personalProfileBody.extend(vehicleLoanFields('two_wheeler'));
export const carProfileBody = personalProfileBody.extend(vehicleLoanFields('car'));
export type VehicleProfileBody = z.input<typeof carProfileBody>;

export const PROFILE_FORMS = [
  'personal',
  'business',
  'gold',
  'housing',
  'student',
  'two_wheeler',
  'car',
] as const;
export type ProfileForm = (typeof PROFILE_FORMS)[number];

export const profileUpdateBody = z.discriminatedUnion('form', [
  personalProfileBody.extend({ form: z.literal('personal') }),
  businessProfileBody.extend({ form: z.literal('business') }),
  goldLoanProfileBody.extend({ form: z.literal('gold') }),
  housingLoanProfileBody.extend({ form: z.literal('housing') }).superRefine(checkHousingLtv),
  studentProfileBody.extend({ form: z.literal('student') }).superRefine(checkCourseFee),
  twoWheelerProfileBody
    .extend({ form: z.literal('two_wheeler') })
    .superRefine(checkVehicleLtv('two_wheeler')),
  carProfileBody.extend({ form: z.literal('car') }).superRefine(checkVehicleLtv('car')),
]);

export const userIdParams = z.object({ userId: idText });

// /user/welcome-back: identity check with the registered PAN and date of birth.
export const identityCheckBody = z.object({ pan: individualPanField, birth_date: birthDateField });

/** DPDP: a purpose given from the profile page; calls need their own consent (TRAI/RBI practice). */
export const consentGiveBody = z.object({
  purpose: z.enum(['sms_marketing', 'email_marketing', 'call_marketing']),
});

export const consentWithdrawBody = z.object({
  purpose: z.enum([
    'sms_marketing',
    'email_marketing',
    'call_marketing',
    'data_processing',
    'insurance_partner',
  ]),
});

/** spec 2 welcome-back: the PAN and birth date matched (a mismatch is a 400 with its message). */
export const identityCheckResponse = z.object({ success: z.literal(true), matched: z.literal(true) });
