import { mutationOptions, useMutation } from '@tanstack/react-query';
import { AUTH_API, otpVerifyBody, otpVerifyResponse, type OtpVerifyBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { clearSignedOutLocally } from '@/lib/local-sign-out';

// Customer sign-in, step 2: the server checks the code and sets the HttpOnly session cookie. A
// new sign-in ends a "signed out on this device" left by a failed logout (lib/local-sign-out.ts).
export async function verifyOtp(body: OtpVerifyBody) {
  const answer = await apiRequest(AUTH_API.otpVerify, {
    method: 'POST',
    body: otpVerifyBody.parse(body),
    schema: otpVerifyResponse,
  });
  clearSignedOutLocally();
  return answer;
}

export const verifyOtpMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'customer', 'otp-verify'], mutationFn: verifyOtp });

export function useVerifyOtp() {
  return useMutation(verifyOtpMutationOptions());
}
