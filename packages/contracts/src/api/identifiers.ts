import { z } from 'zod';
import { otpField } from '../validation/fields.ts';

// issue 12 finding 1: only a verified email is a way into an account.

export const emailVerifyBody = z.object({ otp: otpField });
export type EmailVerifyBody = z.infer<typeof emailVerifyBody>;

export const emailVerificationSentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Seconds until another code may be requested for this email. */
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
