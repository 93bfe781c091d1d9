import { mutationOptions } from '@tanstack/react-query';
import { AUTH_API, otpSendBody, type OtpSendBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { otpSentParser, type OtpSent } from './send-otp';

// Partner sign-in, step 1 (spec 2 /partner/login): same form as customers, partner endpoint.
export function sendPartnerOtp(body: OtpSendBody): Promise<OtpSent> {
  return apiRequest(AUTH_API.partnerOtpSend, {
    method: 'POST',
    body: otpSendBody.parse(body),
    schema: otpSentParser,
  });
}

export const sendPartnerOtpMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'partner', 'otp-send'], mutationFn: sendPartnerOtp });
