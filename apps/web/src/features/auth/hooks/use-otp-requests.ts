import { useMutation } from '@tanstack/react-query';
import { sendOtpMutationOptions } from '../api/send-otp';
import { verifyOtpMutationOptions } from '../api/verify-otp';

/**
 * The customer's send and verify calls (spec 2 /verification, indialends-otp). Partners sign in
 * through app/routes/partner/partner-otp-login.tsx against their own endpoints.
 */
export function useOtpRequests() {
  const send = useMutation(sendOtpMutationOptions());
  const verify = useMutation(verifyOtpMutationOptions());
  return { send, verify };
}
