import { LENGTHS, PATTERNS, type OtpChannel, type ValidationMessageKey } from '@cl/contracts';

// spec 5 for the sign-in identifier: the rules of otpSendBody (phoneField, emailField) written
// with the contracts' PATTERNS, because the start page ships without zod
// (docs/decisions/007-start-page-budget.md). identifier.test.ts holds them to otpSendBody.

const EMAIL_MAX = 254;

/** The spec 5 message key for what was typed, or null when it may be sent. */
export function identifierError(channel: OtpChannel, typed: string): ValidationMessageKey | null {
  const value = typed.trim();
  if (channel === 'mobile') return PATTERNS.phone.test(value) ? null : 'phoneInvalid';
  if (value.length === 0) return 'required';
  if (value.length > EMAIL_MAX || !PATTERNS.email.test(value)) return 'emailInvalid';
  return null;
}

/** Room for a pasted '+91 98765 43210' in the mobile field; normaliseMobile keeps the 10 digits. */
export const MOBILE_INPUT_MAX = LENGTHS.phone + 6;
