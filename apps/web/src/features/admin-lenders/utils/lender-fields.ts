import { lenderPropertyUpdate, type LenderProperty, type LenderPropertyUpdate } from '@cl/contracts';

export type LenderNumberProperty = Extract<
  LenderProperty,
  | 'min_income'
  | 'max_income'
  | 'min_age'
  | 'max_age'
  | 'min_loan'
  | 'max_loan'
  | 'loan_amount_upto'
  | 'priority'
  | 'apr_min'
  | 'apr_max'
>;
export type LenderTextProperty = Extract<
  LenderProperty,
  | 'so_text'
  | 'tenure'
  | 'interest_rate'
  | 'processing_fees'
  | 'penal_charges'
  | 'so_text_hi'
  | 'processing_fees_hi'
  | 'penal_charges_hi'
>;
export type LenderFlagProperty = Extract<
  LenderProperty,
  'salaried' | 'self_employed' | 'business' | 'lender_status' | 'vendor_on' | 'so_status' | 'autosubmission'
>;
export type LenderDateProperty = Extract<LenderProperty, 'so_date_start' | 'so_date_end'>;
export type LenderClassProperty = Extract<LenderProperty, 'ticket_class' | 'credit_score_class'>;

/** spec 5 lender list: apr values are decimals; every other number is a whole number. */
export const DECIMAL_PROPERTIES: ReadonlySet<LenderProperty> = new Set(['apr_min', 'apr_max']);

/** What a number box lets through while typing: digits, and one decimal point where decimals are allowed. */
export function isNumberText(text: string, decimal: boolean): boolean {
  return decimal ? /^\d*\.?\d*$/.test(text) : /^\d*$/.test(text);
}

/** spec 5 detail page: empty becomes null. Decimals are parsed as decimals (apr). */
export function parseNumberText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '.') return null;
  return Number.parseFloat(trimmed);
}

export function formatNumberValue(value: number | null): string {
  return value === null ? '' : String(value);
}

export type LenderUpdateCheck = { ok: true; update: LenderPropertyUpdate } | { ok: false; message: string };

/** Checks a value with the property's own rule (the same schema the server applies). */
export function checkLenderUpdate(property: LenderProperty, value: unknown): LenderUpdateCheck {
  const parsed = lenderPropertyUpdate.safeParse({ property, value });
  if (parsed.success) return { ok: true, update: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'validation.invalidValue' };
}
