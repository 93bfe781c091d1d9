import { mutationOptions, useMutation } from '@tanstack/react-query';
import { AUTH_API, otpSendBody, otpSendResponse, type OtpSendBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// Customer sign-in, step 1: send a one-time password to a mobile number or an email.
export function sendOtp(body: OtpSendBody) {
  return apiRequest(AUTH_API.otpSend, {
    method: 'POST',
    body: otpSendBody.parse(body),
    schema: otpSendResponse,
  });
}

export const sendOtpMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'customer', 'otp-send'], mutationFn: sendOtp });

export function useSendOtp() {
  return useMutation(sendOtpMutationOptions());
}
