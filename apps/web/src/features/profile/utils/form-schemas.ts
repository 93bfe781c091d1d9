import { z } from 'zod';
import {
  businessProfileBody,
  checkHousingLtv,
  EMPLOYMENT_STATUS,
  fromFormText,
  goldLoanProfileBody,
  housingLoanProfileBody,
  msg,
  personalProfileBody,
} from '@cl/contracts';

// The profile forms parse with the contracts schemas (spec 5: one rule, one message, form and
// server alike). Three things differ on a form: an empty optional field is '' there, not absent;
// the data-processing consent starts unticked (false), where the body only accepts true; and the
// salaried fields are asked for only from salaried customers. And a form's inputs hold text: the
// numbers typed or chosen there become numbers here, before the API's strict rule (issue 12).

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A number field of the body, read from a form input's text. */
export const fromText = <T extends z.ZodType>(schema: T) => z.preprocess(fromFormText, schema);

/** DPDP: the required consent is a checkbox that starts unticked; the message is spec 5's. */
export const requiredConsent = z.boolean().refine((ticked) => ticked, { message: msg('consentRequired') });

const consentOverrides = { consent_data_processing: requiredConsent };

const salaried = personalProfileBody.shape;

/** The personal fields as a form holds them; student and vehicle forms extend it (issue 13). */
export const personalFormBase = personalProfileBody.extend({
  ...consentOverrides,
  gender: fromText(salaried.gender),
  residence_type: fromText(salaried.residence_type),
  monthly_rent: fromText(salaried.monthly_rent),
  educational_level: fromText(salaried.educational_level),
  employment_status_code: fromText(salaried.employment_status_code),
  monthly_income: fromText(salaried.monthly_income),
  emi: fromText(salaried.emi),
  desired_loan_amount: fromText(salaried.desired_loan_amount),
  salary_mode: z.preprocess((value) => fromFormText(blankToUndefined(value)), salaried.salary_mode),
  employer_name: z.preprocess(blankToUndefined, salaried.employer_name),
  officepincode: z.preprocess(blankToUndefined, salaried.officepincode),
  address2: salaried.address2.optional().transform((value) => value ?? ''),
});

/** Lenders ask salaried customers where and how they are paid; others are not asked. */
export function requireSalariedFields(values: z.output<typeof personalFormBase>, ctx: z.RefinementCtx): void {
  if (values.employment_status_code !== EMPLOYMENT_STATUS.salaried) return;
  for (const key of ['salary_mode', 'employer_name', 'officepincode'] as const) {
    if (values[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: msg('required') });
  }
}

export const personalForm = personalFormBase.superRefine(requireSalariedFields);
export type PersonalFormInput = z.input<typeof personalForm>;
export type PersonalFormValues = z.output<typeof personalForm>;

const business = businessProfileBody.shape;
export const businessForm = businessProfileBody.extend({
  ...consentOverrides,
  gender: fromText(business.gender),
  employment_status_code: fromText(business.employment_status_code),
  business_registration_type: fromText(business.business_registration_type),
  business_years: fromText(business.business_years),
  business_current_turnover: fromText(business.business_current_turnover),
  monthly_income: fromText(business.monthly_income),
  desired_loan_amount: fromText(business.desired_loan_amount),
});
export type BusinessFormInput = z.input<typeof businessForm>;
export type BusinessFormValues = z.output<typeof businessForm>;

const gold = goldLoanProfileBody.shape;
export const goldForm = goldLoanProfileBody.extend({
  ...consentOverrides,
  gender: fromText(gold.gender),
  gold_weight_grams: fromText(gold.gold_weight_grams),
  gold_purity_karat: fromText(gold.gold_purity_karat),
  desired_loan_amount: fromText(gold.desired_loan_amount),
});
export type GoldFormInput = z.input<typeof goldForm>;
export type GoldFormValues = z.output<typeof goldForm>;

// Typed text becomes numbers for the strict API schema; then the RBI LTV ceilings, the same
// refinement the server applies (issue 13).
const housing = housingLoanProfileBody.shape;
export const housingForm = housingLoanProfileBody
  .extend({
    ...consentOverrides,
    gender: fromText(housing.gender),
    employment_status_code: fromText(housing.employment_status_code),
    monthly_income: fromText(housing.monthly_income),
    property_value: fromText(housing.property_value),
    desired_loan_amount: fromText(housing.desired_loan_amount),
  })
  .superRefine(checkHousingLtv);
export type HousingFormInput = z.input<typeof housingForm>;
export type HousingFormValues = z.output<typeof housingForm>;

/** The consent fields every profile form has (spec 3 allow_sms, allow_emails, data use). */
export interface ConsentValues {
  consent_data_processing: boolean;
  allow_sms: 0 | 1;
  allow_emails: 0 | 1;
}

/** The body keeps only what the server's schema takes: salaried fields go only when salaried. */
export function personalBody<T extends PersonalFormValues>(values: T) {
  const isSalaried = values.employment_status_code === EMPLOYMENT_STATUS.salaried;
  return {
    ...values,
    consent_data_processing: true as const,
    salary_mode: isSalaried ? values.salary_mode : undefined,
    employer_name: isSalaried ? values.employer_name : undefined,
    officepincode: isSalaried ? values.officepincode : undefined,
  };
}
