import {
  birthDateToIso,
  calendarMonthToIso,
  parseBirthDate,
  parseCourseStart,
  todayInIndia,
  type profileUpdateBody,
} from '@cl/contracts';
import type { z } from 'zod';
import { encryptField, hmacHex } from '../../lib/crypto.ts';
import type { Secrets } from '../../lib/secrets.ts';
import type { UserUpdate } from './users.repository.ts';

// What each profile form writes: columns of the user row, and the product's own answers and
// amount for user_product_details (issue 13).

export type ProfileUpdate = z.output<typeof profileUpdateBody>;

export function panLookupHash(secrets: Secrets, pan: string): string {
  return hmacHex(secrets.appSecret, `pan:${pan.toUpperCase()}`);
}

export function isoBirthDate(value: string): string {
  const parsed = parseBirthDate(value, todayInIndia());
  if (!parsed.ok) throw new Error('birth date passed validation but does not parse');
  return birthDateToIso(parsed.date);
}

/** MM/YYYY as typed -> YYYY-MM as stored. */
function courseStartIso(value: string): string {
  const month = parseCourseStart(value);
  if (!month) throw new Error('course start passed validation but does not parse');
  return calendarMonthToIso(month);
}

/** The columns and completion flag each profile form writes. */
export function profileColumns(
  deps: { secrets: Secrets },
  body: ProfileUpdate,
): { set: UserUpdate; details?: { data: unknown; desiredAmount: number } } {
  // Issue 13: only the personal form writes se_loan_amount; the others keep their own amount.
  const desiredAmount = body.desired_loan_amount;
  switch (body.form) {
    case 'gold':
      return {
        set: {
          ...customerColumns(deps, body),
          glCompleted: 1,
        },
        details: {
          data: { gold_weight_grams: body.gold_weight_grams, gold_purity_karat: body.gold_purity_karat },
          desiredAmount,
        },
      };
    case 'housing':
      return {
        set: {
          ...customerColumns(deps, body),
          employmentStatusCode: body.employment_status_code,
          monthlyIncome: body.monthly_income,
          hlCompleted: 1,
        },
        details: {
          data: { property_value: body.property_value, property_pincode: body.property_pincode },
          desiredAmount,
        },
      };
    case 'business':
      return {
        set: {
          ...customerColumns(deps, body),
          businessName: body.business_name,
          businessRegistrationType: body.business_registration_type,
          businessYears: body.business_years,
          businessCurrentTurnover: body.business_current_turnover,
          businessAccount: body.business_account,
          monthlyIncome: body.monthly_income,
          blCompleted: 1,
        },
        // Kept with the business answers, not on the user row: the personal form's own employment
        // status (say, salaried) must not be overwritten by, or exclude, a business loan.
        details: { data: { employment_status_code: body.employment_status_code }, desiredAmount },
      };
    case 'student':
      return {
        set: personalColumns(deps, body),
        details: {
          data: {
            course_name: body.course_name,
            institution_name: body.institution_name,
            course_start: courseStartIso(body.course_start),
            course_fee: body.course_fee,
            co_applicant_monthly_income: body.co_applicant_monthly_income,
          },
          desiredAmount,
        },
      };
    case 'two_wheeler':
    case 'car':
      return {
        set: personalColumns(deps, body),
        details: {
          data: { vehicle_condition: body.vehicle_condition, on_road_price: body.on_road_price },
          desiredAmount,
        },
      };
    case 'personal':
      return { set: { ...personalColumns(deps, body), seLoanAmount: desiredAmount } };
  }
}

type PersonalFamilyUpdate = Extract<ProfileUpdate, { form: 'personal' | 'student' | 'two_wheeler' | 'car' }>;

/** The personal profile every personal-family form (personal, student, two-wheeler, car) saves. */
function personalColumns(deps: { secrets: Secrets }, body: PersonalFamilyUpdate): UserUpdate {
  return {
    ...customerColumns(deps, body),
    address1: body.address1,
    address2: body.address2,
    residenceType: body.residence_type,
    monthlyRent: body.monthly_rent,
    educationalLevel: body.educational_level,
    employmentStatusCode: body.employment_status_code,
    monthlyIncome: body.monthly_income,
    salaryMode: body.salary_mode ?? null,
    employerName: body.employer_name ?? null,
    officePincode: body.officepincode ?? null,
    emi: body.emi,
    plCompleted: 1,
    plUpdateRequired: 0,
    plSeUpdateRequired: 0,
    isEditing: 0,
  };
}

/** Who the customer is and what they agreed to: the part of the user row every profile form writes. */
function customerColumns(deps: { secrets: Secrets }, body: ProfileUpdate): UserUpdate {
  return {
    firstName: body.first_name,
    lastName: body.last_name,
    email: body.email.toLowerCase(),
    postalCode: body.postal_code,
    allowSms: body.allow_sms,
    allowEmails: body.allow_emails,
    tinEncrypted: encryptField(deps.secrets.panKey, body.pan),
    tinHash: panLookupHash(deps.secrets, body.pan),
    birthDate: isoBirthDate(body.birth_date),
    gender: body.gender,
  };
}
