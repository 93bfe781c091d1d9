import { mutationOptions } from '@tanstack/react-query';
import { AUTH_API, type OtpSendBody } from '@cl/contracts';
import { apiRequest, type ResponseParser } from '@/lib/api-client';

export interface OtpSent {
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

/**
 * otpSendResponse of @cl/contracts, read by hand: the start page sends the code and ships without
 * zod (docs/decisions/007-start-page-budget.md).
 */
export const otpSentParser: ResponseParser<OtpSent> = {
  safeParse(value) {
    if (typeof value !== 'object' || value === null) return { success: false };
    const resend = 'resendAfterSeconds' in value ? value.resendAfterSeconds : undefined;
    const expires = 'expiresInSeconds' in value ? value.expiresInSeconds : undefined;
    if (!('success' in value) || value.success !== true) return { success: false };
    if (!Number.isInteger(resend) || !Number.isInteger(expires)) return { success: false };
    return { success: true, data: { resendAfterSeconds: Number(resend), expiresInSeconds: Number(expires) } };
  },
};

/**
 * Customer sign-in, step 1: send a one-time password to a mobile number or an email. The body was
 * checked by the form with the otpSendBody rules (utils/identifier.ts); the server parses it again.
 */
export function sendOtp(body: OtpSendBody): Promise<OtpSent> {
  return apiRequest(AUTH_API.otpSend, {
    method: 'POST',
    body: { channel: body.channel, value: body.value.trim() },
    schema: otpSentParser,
  });
}

export const sendOtpMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'customer', 'otp-send'], mutationFn: sendOtp });
