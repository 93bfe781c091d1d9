import { mutationOptions, useMutation } from '@tanstack/react-query';
import { AUTH_API, otpVerifyBody, otpVerifyResponse, type OtpVerifyBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// Partner sign-in, step 2. Assumes the customer answer shape until contracts say otherwise.
export function verifyPartnerOtp(body: OtpVerifyBody) {
  return apiRequest(AUTH_API.partnerOtpVerify, {
    method: 'POST',
    body: otpVerifyBody.parse(body),
    schema: otpVerifyResponse,
  });
}

export const verifyPartnerOtpMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'partner', 'otp-verify'], mutationFn: verifyPartnerOtp });

export function useVerifyPartnerOtp() {
  return useMutation(verifyPartnerOtpMutationOptions());
}
