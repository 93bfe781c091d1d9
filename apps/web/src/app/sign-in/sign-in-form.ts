import { partnerQueryParam, type OtpChannel, type OtpSendBody } from '@cl/contracts';
import { identifierError } from '@/features/auth/utils/identifier';
import { normaliseMobile } from '@/features/auth/utils/mobile-number';
import { withPartner } from '@/lib/partner-link';
import type { SignInTextKey } from './sign-in-texts';

// The pure parts of the prerendered sign-in page's script (issue 16): the same rules as the React
// IdentifierStep (features/auth/utils, spec 5) and the history entry /verification reads.

/** What the field keeps of what was typed: the mobile number's 10 digits, an email as typed. */
export function fieldValue(channel: OtpChannel, typed: string): string {
  return channel === 'mobile' ? normaliseMobile(typed) : typed;
}

/** The message to show under the field: none until Get OTP was pressed (as IdentifierStep). */
export function fieldErrorKey(channel: OtpChannel, value: string, attempted: boolean): SignInTextKey | null {
  const key = attempted ? identifierError(channel, value) : null;
  if (key === null) return null;
  if (key === 'required' || key === 'phoneInvalid' || key === 'emailInvalid') return `validation:${key}`;
  throw new Error(`sign-in page: no text for validation.${key}`);
}

/** The request to send, or null while the field does not pass spec 5. */
export function requestToSend(channel: OtpChannel, value: string): OtpSendBody | null {
  return identifierError(channel, value) === null ? { channel, value: value.trim() } : null;
}

/**
 * React Router's history entry (`{ usr, key, idx }`) for /verification, with the state
 * login-route.tsx navigates with: the app, started after it is pushed, shows the code step for the
 * request already sent (app/routes/customer/journey/pending-sign-in.ts reads it).
 */
export function verificationEntry(
  request: OtpSendBody,
  sent: { resendAfterSeconds: number },
  sentAt: number,
  key: string,
) {
  return { usr: { request, sentAt, resendAfterSeconds: sent.resendAfterSeconds }, key, idx: 1 };
}

/**
 * The history entry of the sign-in page itself when the app takes over on it (Help, the menu):
 * the React form starts from what was typed (features/auth/utils/identifier-state.ts).
 */
export function signInEntry(channel: OtpChannel, value: string) {
  return { usr: { request: { channel, value } }, key: 'default', idx: 0 };
}

/**
 * The code step's address: `verification` with the page's `partner` parameter when it is a
 * well-formed partner name (spec 2), as the app's links carry it (lib/partner-link.ts); anything
 * else in the query stays behind.
 */
export function verificationAddress(verification: string, search: string): string {
  return withPartner(verification, partnerQueryParam(search));
}
