import { z } from 'zod';
import {
  businessProfileBody,
  checkHousingLtv,
  EMPLOYMENT_STATUS,
  goldLoanProfileBody,
  housingLoanProfileBody,
  msg,
  personalProfileBody,
} from '@cl/contracts';

// The profile forms parse with the contracts schemas (spec 5: one rule, one message, form and
// server alike). Three things differ on a form: an empty optional field is '' there, not absent;
// the data-processing consent starts unticked (false), where the body only accepts true; and the
// salaried fields are asked for only from salaried customers.

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** DPDP: the required consent is a checkbox that starts unticked; the message is spec 5's. */
const requiredConsent = z.boolean().refine((ticked) => ticked, { message: msg('consentRequired') });

const consentOverrides = { consent_data_processing: requiredConsent };

const salaried = personalProfileBody.shape;

export const personalForm = personalProfileBody
  .extend({
    ...consentOverrides,
    salary_mode: z.preprocess(blankToUndefined, salaried.salary_mode),
    employer_name: z.preprocess(blankToUndefined, salaried.employer_name),
    officepincode: z.preprocess(blankToUndefined, salaried.officepincode),
    address2: salaried.address2.optional().transform((value) => value ?? ''),
  })
  .superRefine((values, ctx) => {
    // Lenders ask salaried customers where and how they are paid; others are not asked.
    if (values.employment_status_code !== EMPLOYMENT_STATUS.salaried) return;
    for (const key of ['salary_mode', 'employer_name', 'officepincode'] as const) {
      if (values[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: msg('required') });
    }
  });
export type PersonalFormInput = z.input<typeof personalForm>;
export type PersonalFormValues = z.output<typeof personalForm>;

export const businessForm = businessProfileBody.extend(consentOverrides);
export type BusinessFormInput = z.input<typeof businessForm>;
export type BusinessFormValues = z.output<typeof businessForm>;

export const goldForm = goldLoanProfileBody.extend(consentOverrides);
export type GoldFormInput = z.input<typeof goldForm>;
export type GoldFormValues = z.output<typeof goldForm>;

// RBI LTV ceilings: the same refinement the server applies (issue 13).
export const housingForm = housingLoanProfileBody.extend(consentOverrides).superRefine(checkHousingLtv);
export type HousingFormInput = z.input<typeof housingForm>;
export type HousingFormValues = z.output<typeof housingForm>;

/** The consent fields every profile form has (spec 3 allow_sms, allow_emails, data use). */
export interface ConsentValues {
  consent_data_processing: boolean;
  allow_sms: 0 | 1;
  allow_emails: 0 | 1;
}

/** The body keeps only what the server's schema takes: salaried fields go only when salaried. */
export function personalBody(values: PersonalFormValues) {
  const isSalaried = values.employment_status_code === EMPLOYMENT_STATUS.salaried;
  return {
    ...values,
    consent_data_processing: true as const,
    salary_mode: isSalaried ? values.salary_mode : undefined,
    employer_name: isSalaried ? values.employer_name : undefined,
    officepincode: isSalaried ? values.officepincode : undefined,
  };
}
