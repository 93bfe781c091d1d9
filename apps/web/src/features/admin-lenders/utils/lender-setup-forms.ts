import type { SetupFieldSpec } from './lender-setup-fields';

// Issue 15: what each section of the lender page saves together.

/** Name, what it lends, its journey and the cooling-off its KFS promises. */
export const PROFILE_FIELDS: readonly SetupFieldSpec[] = [
  { name: 'name', kind: 'text' },
  { name: 'cooling_off_days', kind: 'number' },
  { name: 'journey', kind: 'journey' },
  { name: 'products', kind: 'products' },
];

/** Where an application goes: the lender's API, or its page the customer is sent to. */
export const HANDOFF_FIELDS: readonly SetupFieldSpec[] = [
  { name: 'redirect_url', kind: 'text' },
  { name: 'api', kind: 'switch' },
  { name: 'autosubmission', kind: 'switch' },
];

/** What offers, their EMI example and the KFS print (offers/lender-terms.ts reads the texts). */
export const TERMS_FIELDS: readonly SetupFieldSpec[] = [
  { name: 'interest_rate', kind: 'text' },
  { name: 'apr_min', kind: 'number' },
  { name: 'apr_max', kind: 'number' },
  { name: 'tenure', kind: 'text' },
  { name: 'min_loan', kind: 'number' },
  { name: 'max_loan', kind: 'number' },
  { name: 'loan_amount_upto', kind: 'number' },
  { name: 'processing_fees', kind: 'text' },
  { name: 'processing_fees_hi', kind: 'text' },
  { name: 'penal_charges', kind: 'multiline' },
  { name: 'penal_charges_hi', kind: 'multiline' },
];

/** Both switches an offer needs (eligibility.ts: lender_status and vendor_on). */
export const STATUS_FIELDS: readonly SetupFieldSpec[] = [
  { name: 'lender_status', kind: 'switch' },
  { name: 'vendor_on', kind: 'switch' },
];
