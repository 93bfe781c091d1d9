import { z } from 'zod';
import { emailField, otpField, phoneField } from '../validation/fields.ts';
import { msg } from '../validation/messages.ts';
import { LANGUAGE_CODES } from '../constants.ts';
import { OWN_ANSWER_PRODUCTS } from '../catalog.ts';

// Sign-in by OTP (issue 3; the spec leaves these calls out).

export const otpChannel = z.enum(['mobile', 'email']);
export type OtpChannel = z.infer<typeof otpChannel>;

/** The value is a 10-digit mobile number or an email, depending on the channel. */
export const otpSendBody = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('mobile'), value: phoneField }),
  z.object({ channel: z.literal('email'), value: emailField }),
]);
export type OtpSendBody = z.infer<typeof otpSendBody>;

export const otpSendResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Seconds until another code may be requested for this value. */
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});

/** issue 13: the language the customer chose before signing in, kept on their profile. */
const chosenLanguage = z.enum(LANGUAGE_CODES).optional();

export const otpVerifyBody = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('mobile'), value: phoneField, otp: otpField, language: chosenLanguage }),
  z.object({ channel: z.literal('email'), value: emailField, otp: otpField, language: chosenLanguage }),
]);
export type OtpVerifyBody = z.infer<typeof otpVerifyBody>;

// spec 3: Session user.
export const sessionUser = z.object({
  userId: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  languageId: z.number().int().nullable(),
  phoneNumber: z.string().nullable(),
  pl_completed: z.number().int(),
  bl_completed: z.number().int(),
  gl_completed: z.number().int(),
  hl_completed: z.number().int(),
  /** ADR 015: the student, two-wheeler and car loans whose own answers are saved. */
  answered_products: z.array(z.enum(OWN_ANSWER_PRODUCTS)),
  pl_update_required: z.number().int(),
  pl_se_update_required: z.number().int(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const otpVerifyResponse = z.object({
  success: z.literal(true),
  data: sessionUser,
  /** For non-browser clients (spec 7 Bearer); browsers use the HttpOnly cookie. */
  token: z.string(),
});

export const adminLoginBody = z.object({
  email: emailField,
  password: z.string().min(1, msg('required')).max(200, msg('tooLong')),
});

/** Double-submit CSRF: the cookie the web reads and the header it echoes it in. */
export const CSRF_COOKIE = 'cl_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Session cookies per area (HttpOnly; JavaScript never reads them). */
export const SESSION_COOKIES = {
  customer: 'cl_session',
  partner: 'cl_partner_session',
  admin: 'cl_admin_session',
} as const;
export type SessionArea = keyof typeof SESSION_COOKIES;

/** GET AUTH_API.session (spec 4 start-up): the signed-in customer's session; 401 for everyone else. */
export const customerSession = z.object({
  user: sessionUser,
  /** The customer confirmed PAN and birth date (or saved a profile) in this session. */
  returningConfirmed: z.boolean(),
  /** The server's idle timeout: the inactivity prompt comes 60 s before it (spec 2, spec 4). */
  idleTimeoutSeconds: z.number().int().positive(),
});
export type CustomerSession = z.infer<typeof customerSession>;
export const customerSessionResponse = z.object({ success: z.literal(true), data: customerSession });
