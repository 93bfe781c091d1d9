import type { UserRecord } from '@cl/contracts';
import type { ProductAnswers } from './product-details.ts';
import type { UserRow } from './users.repository.ts';

/** spec 3 Masked info: the last four characters of the PAN only. */
export function maskPan(pan: string | null): string | null {
  return pan ? `******${pan.slice(-4)}` : null;
}

/** The client-side record of spec 3 (PAN masked; birth date split as the forms want it). */
export function toUserRecord(row: UserRow, pan: string | null, answers: ProductAnswers): UserRecord {
  const [year = null, month = null, day = null] = row.birthDate ? row.birthDate.split('-') : [];
  return {
    userId: row.id,
    roleId: row.roleId,
    channelId: row.channelId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.emailVerified,
    phoneCode: row.mobilePhoneCode,
    phoneNumber: row.mobilePhoneNumber,
    isEditing: row.isEditing,
    merchantId: row.merchantLocationId,
    languageId: row.language,
    pan: maskPan(pan),
    birthDate: row.birthDate,
    dob_date: day,
    dob_month: month,
    dob_year: year,
    desired_loan_amount: row.seLoanAmount,
    allow_sms: row.allowSms,
    allow_email: row.allowEmails,
    bl_completed: row.blCompleted,
    pl_completed: row.plCompleted,
    gl_completed: row.glCompleted,
    hl_completed: row.hlCompleted,
    pl_update_required: row.plUpdateRequired,
    pl_se_update_required: row.plSeUpdateRequired,
    employment_status_code: row.employmentStatusCode,
    business_registration_type: row.businessRegistrationType,
    business_name: row.businessName,
    address1: row.address1,
    address2: row.address2,
    postal_code: row.postalCode,
    gender: row.gender,
    inflight_credit_app_id: row.inflightCreditAppId,
    residence_type: row.residenceType,
    se_loan_amount: row.seLoanAmount,
    business_current_turnover: row.businessCurrentTurnover,
    business_years: row.businessYears,
    employer_name: row.employerName,
    officepincode: row.officePincode,
    monthly_income: row.monthlyIncome,
    salary_mode: row.salaryMode,
    monthly_rent: row.monthlyRent,
    educational_level: row.educationalLevel,
    emi: row.emi,
    prefer_net_banking: row.preferNetBanking,
    business_account: row.businessAccount,
    loan_amounts: answers.amounts,
    business_employment_status_code: answers.businessEmploymentStatusCode,
    product_answers: answers.saved,
  };
}
