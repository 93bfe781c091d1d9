import { z } from 'zod';
import { idField, intField } from './numbers.ts';
import { savedProductAnswers } from './product-answers.ts';

// spec 3 User profile, what every signed-in page's shell uses: the user record (the guard and the
// session controls read it), the masked identity, the language and the product redirect. Apart
// from the forms' schemas (api/profile.ts), so a page that only reads the record does not build
// every form's schema as it starts (issue 16: ~100 ms at the low-end phone's CPU).

/** The client-side user record (spec 3): camel-case where the spec names it, snake otherwise. */
export const userRecord = z.object({
  userId: z.number().int(),
  roleId: z.number().int(),
  channelId: z.number().int().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.number().int(),
  phoneCode: z.string(),
  phoneNumber: z.string().nullable(),
  isEditing: z.number().int(),
  merchantId: z.number().int().nullable(),
  languageId: z.number().int(),
  /** Masked (spec 3 Masked info); the full PAN never leaves the server. */
  pan: z.string().nullable(),
  birthDate: z.string().nullable(),
  dob_date: z.string().nullable(),
  dob_month: z.string().nullable(),
  dob_year: z.string().nullable(),
  desired_loan_amount: z.number().int().nullable(),
  allow_sms: z.number().int(),
  allow_email: z.number().int(),
  bl_completed: z.number().int(),
  pl_completed: z.number().int(),
  gl_completed: z.number().int(),
  hl_completed: z.number().int(),
  pl_update_required: z.number().int(),
  pl_se_update_required: z.number().int(),
  employment_status_code: z.number().int().nullable(),
  business_registration_type: z.number().int().nullable(),
  business_name: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  postal_code: z.string().nullable(),
  gender: z.number().int().nullable(),
  inflight_credit_app_id: z.string().nullable(),
  residence_type: z.number().int().nullable(),
  se_loan_amount: z.number().int().nullable(),
  business_current_turnover: z.number().int().nullable(),
  business_years: z.number().int().nullable(),
  employer_name: z.string().nullable(),
  officepincode: z.string().nullable(),
  monthly_income: z.number().int().nullable(),
  salary_mode: z.number().int().nullable(),
  monthly_rent: z.number().int(),
  educational_level: z.number().int().nullable(),
  emi: z.number().int(),
  prefer_net_banking: z.number().int().nullable(),
  business_account: z.number().int().nullable(),
  /** Issue 13: each product form's own desired amount (desired_loan_amount is the personal one). */
  loan_amounts: z.object({
    business: z.number().int().nullable(),
    gold: z.number().int().nullable(),
    housing: z.number().int().nullable(),
    student: z.number().int().nullable(),
    two_wheeler: z.number().int().nullable(),
    car: z.number().int().nullable(),
  }),
  /** The business form's employment type (self-employed professional or business owner). */
  business_employment_status_code: z.number().int().nullable(),
  /** Issue 13: each product form's own answers, so editing starts from them. */
  product_answers: savedProductAnswers,
});
export type UserRecord = z.infer<typeof userRecord>;

export const userResponse = z.object({ success: z.literal(true), data: userRecord });

export const maskInfoResponse = z.object({
  success: z.literal(true),
  data: z.object({ pan: z.string().nullable(), birth_date: z.string().nullable() }),
});

export const setLanguageBody = z.object({
  uid: idField,
  language: intField(1, 100),
});

/** spec 7 POST USER_API.goldLoan / housingLoan: where the customer goes next. */
export const productRedirectResponse = z.object({ success: z.literal(true), redirect: z.string() });
