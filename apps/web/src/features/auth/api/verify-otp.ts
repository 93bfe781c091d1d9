import { mutationOptions, useMutation } from '@tanstack/react-query';
import { AUTH_API, otpVerifyBody, otpVerifyResponse, type OtpVerifyBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// Customer sign-in, step 2: the server checks the code and sets the HttpOnly session cookie.
export function verifyOtp(body: OtpVerifyBody) {
  return apiRequest(AUTH_API.otpVerify, {
    method: 'POST',
    body: otpVerifyBody.parse(body),
    schema: otpVerifyResponse,
  });
}

export const verifyOtpMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'customer', 'otp-verify'], mutationFn: verifyOtp });

export function useVerifyOtp() {
  return useMutation(verifyOtpMutationOptions());
}
