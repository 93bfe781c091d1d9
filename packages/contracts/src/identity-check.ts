import type { LanguageCode } from './constants.ts';

// Issue 12 / issue 13: the welcome-back identity check (PAN and birth date, spec 2). Limited per
// customer, and its hint and the profile read before it reveal as little as still helps.

/** Tries per customer per window, wrong or right: parallel guesses all count (one atomic counter). */
export const IDENTITY_CHECK_LIMIT = { bucket: 'identity-check', limit: 5, windowSeconds: 3600 } as const;

/**
 * The hint: the last two characters of the PAN. Enough for a customer with more than one PAN-like
 * number at hand to pick the right one; two characters of ten leave the rest to guess.
 */
export function hintPan(pan: string | null): string | null {
  return pan ? `********${pan.slice(-2)}` : null;
}

/** The hint: the year of birth only (ISO date in). */
export function hintBirthDate(isoDate: string | null): string | null {
  return isoDate ? `**/**/${isoDate.slice(0, 4)}` : null;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export const IDENTITY_CHECK_MESSAGES = {
  mismatch: (language: LanguageCode, triesLeft: number): string =>
    language === 'hi'
      ? `PAN या जन्म तिथि हमारे रिकॉर्ड से मेल नहीं खाती। ${String(triesLeft)} प्रयास बाकी हैं`
      : `The PAN or birth date does not match our records. ${String(triesLeft)} ${triesLeft === 1 ? 'try' : 'tries'} left`,
  tooMany: (language: LanguageCode, retryAfterSeconds: number): string =>
    language === 'hi'
      ? `बहुत अधिक प्रयास। कृपया ${String(minutes(retryAfterSeconds))} मिनट बाद फिर से कोशिश करें`
      : `Too many tries. Please try again in ${String(minutes(retryAfterSeconds))} ${minutes(retryAfterSeconds) === 1 ? 'minute' : 'minutes'}`,
};
