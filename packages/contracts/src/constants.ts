// spec 9: business constants and limits. Figures only; meanings the spec leaves out are named in
// docs/decisions/004-unnamed-constants.md.

export const CURRENCY = 'INR';
export const CURRENCY_SYMBOL = '₹';
export const LOCALE = 'en-IN';
export const COUNTRY = 'IN';
export const DEFAULT_PHONE_CODE = '91';
export const DEFAULT_PARTNER_NAME = 'cl';

export const LENGTHS = {
  pan: 10,
  pincode: 6,
  otp: 6,
  phone: 10,
  ifsc: 11,
  ifscField: 15,
  bankAccount: 15,
  helpPhoneMax: 15,
  helpDescriptionMax: 1000,
} as const;

export const INCOME = { min: 1, max: 1_000_000 } as const;

/** Age bounds a customer profile must fall within (spec 5 'age criteria'; bounds are ours). */
export const PROFILE_AGE = { min: 18, max: 70 } as const;

// spec 9: lending text shown on the products page.
export const LENDING = {
  loanMin: 1000,
  loanMax: 1_000_000,
  rateMin: 10.99,
  rateMax: 36,
  termMinMonths: 1,
  termMaxMonths: 60,
  householdIncomeDeclarationPerYear: 300_000,
  personalLoanMax: 1_000_000,
  goldLoanMax: 10_000_000,
  businessLoanMax: 5_000_000,
  housingLoanMin: 100_000,
  housingLoanMax: 50_000_000,
  // Issue 13, ours (docs/decisions/015): an education loan up to ₹1 crore (studies abroad); a
  // two-wheeler loan up to ₹20 lakh (95% of a superbike); a car loan up to ₹2 crore.
  studentLoanMin: 10_000,
  studentLoanMax: 10_000_000,
  twoWheelerLoanMin: 10_000,
  twoWheelerLoanMax: 2_000_000,
  carLoanMin: 50_000,
  carLoanMax: 20_000_000,
} as const;

export const REVENUE_PERCENT = { min: 0, max: 100, step: 0.001 } as const;

export const UPLOAD_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;

export const REPORT_PRESETS = ['yesterday', 'last_7_days', 'last_30_days', 'custom_range'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const TOAST = { limit: 5, autoCloseMs: 3000 } as const;

export const LAYOUT = {
  maxWidth: 1600,
  modalZIndex: 9999,
  borderRadius: 10,
  largeButtonHeight: 50,
  adminDrawerWidth: 240,
} as const;

export const DEFAULT_BRAND = { primary: '#4EC9DB', secondary: '#070050' } as const;

export const LANGUAGE_CODES = ['en', 'hi'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
/**
 * The language the person reads the site in, also kept (besides the web's localStorage) in this
 * cookie so the server can serve the prerendered sign-in page in it (issue 16). Not a secret.
 */
export const LANGUAGE_COOKIE = 'cl_language';

export const REFERRAL_CODE = 'TOPCLIND';

/** DPDP notice version the consent ledger records (bump when the privacy notice changes). */
export const PRIVACY_NOTICE_VERSION = '2026-11';

/** role_id of a customer record; admin roles are 1-3 (spec 6), partners 4. */
export const CUSTOMER_ROLE_ID = 5;
export const PARTNER_ROLE_ID = 4;
