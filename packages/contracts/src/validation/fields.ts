import { z } from 'zod';
import { PATTERNS } from './patterns.ts';
import { msg } from './messages.ts';
import { INCOME, LENGTHS } from '../constants.ts';
import { validateBirthDate } from './birth-date.ts';
import { todayInIndia } from '../calendar/india-day.ts';

// spec 5: one zod schema per rule. Forms (react-hook-form) and the server parse with these.

const trimmed = () => z.string().trim();

export const emailField = trimmed()
  .min(1, msg('required'))
  .max(254, msg('emailInvalid'))
  .regex(PATTERNS.email, msg('emailInvalid'));

export const panField = trimmed()
  .toUpperCase()
  .length(LENGTHS.pan, msg('panInvalid'))
  .refine((v) => PATTERNS.panIndividual.test(v) || PATTERNS.panNonIndividual.test(v), msg('panInvalid'));

export const individualPanField = trimmed()
  .toUpperCase()
  .length(LENGTHS.pan, msg('panInvalid'))
  .regex(PATTERNS.panIndividual, msg('panInvalid'));

export const ifscField = z.string().regex(PATTERNS.ifsc, msg('ifscInvalid'));

export const firstNameField = trimmed()
  .min(1, msg('required'))
  .max(50, msg('tooLong'))
  .regex(PATTERNS.nameLetters, msg('firstNameLetters'));

export const lastNameField = trimmed()
  .min(1, msg('required'))
  .max(50, msg('tooLong'))
  .regex(PATTERNS.nameLetters, msg('lastNameLetters'));

export const fullNameField = trimmed()
  .min(1, msg('required'))
  .max(100, msg('tooLong'))
  .regex(PATTERNS.fullName, msg('fullNameInvalid'));

export const address1Field = trimmed()
  .min(1, msg('required'))
  .max(100, msg('tooLong'))
  .regex(PATTERNS.addressLine, msg('address1Invalid'));

export const address2Field = trimmed()
  .max(100, msg('tooLong'))
  .refine((v) => v === '' || PATTERNS.addressLine.test(v), msg('address2Invalid'));

export const localityField = trimmed()
  .min(1, msg('required'))
  .max(100, msg('tooLong'))
  .regex(PATTERNS.locality, msg('localityInvalid'));

export const pincodeField = trimmed().regex(PATTERNS.pincode, msg('pincodeInvalid'));

export const phoneField = trimmed().regex(PATTERNS.phone, msg('phoneInvalid'));

export const otpField = trimmed().regex(PATTERNS.otp, msg('otpInvalid'));

export const monthlyIncomeField = z
  .number({ error: msg('incomeRange') })
  .int(msg('incomeRange'))
  .min(INCOME.min, msg('incomeRange'))
  .max(INCOME.max, msg('incomeRange'));

export const companyNameField = trimmed().regex(PATTERNS.companyName, msg('companyNameInvalid'));

export const birthDateField = z.string().superRefine((value, ctx) => {
  const error = validateBirthDate(value, todayInIndia());
  if (error) ctx.addIssue({ code: 'custom', message: msg(error) });
});

export const utmIdField = trimmed()
  .min(1, msg('required'))
  .max(64, msg('tooLong'))
  .regex(PATTERNS.utmId, msg('utmIdInvalid'));

export const uuidField = z.string().regex(PATTERNS.uuid, msg('invalidValue'));

/** Help form phone: digits only, at most helpPhoneMax; shorter than 10 digits is 'Phone Number error'. */
export const helpPhoneField = trimmed()
  .regex(PATTERNS.digits, msg('phoneError'))
  .min(LENGTHS.phone, msg('phoneError'))
  .max(LENGTHS.helpPhoneMax, msg('phoneError'));
