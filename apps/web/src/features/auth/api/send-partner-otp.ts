import { mutationOptions, useMutation } from '@tanstack/react-query';
import { AUTH_API, otpSendBody, otpSendResponse, type OtpSendBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// Partner sign-in, step 1 (spec 2 /partner/login): same form as customers, partner endpoint.
export function sendPartnerOtp(body: OtpSendBody) {
  return apiRequest(AUTH_API.partnerOtpSend, {
    method: 'POST',
    body: otpSendBody.parse(body),
    schema: otpSendResponse,
  });
}

export const sendPartnerOtpMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'partner', 'otp-send'], mutationFn: sendPartnerOtp });

export function useSendPartnerOtp() {
  return useMutation(sendPartnerOtpMutationOptions());
}
