import { useMutation } from '@tanstack/react-query';
import { sendOtpMutationOptions } from '../api/send-otp';
import { sendPartnerOtpMutationOptions } from '../api/send-partner-otp';
import { verifyOtpMutationOptions } from '../api/verify-otp';
import { verifyPartnerOtpMutationOptions } from '../api/verify-partner-otp';

export type OtpAudience = 'customer' | 'partner';

/** Customers and partners sign in with the same form against their own endpoints (spec 2). */
export function useOtpRequests(audience: OtpAudience) {
  const send = useMutation(
    audience === 'partner' ? sendPartnerOtpMutationOptions() : sendOtpMutationOptions(),
  );
  const verify = useMutation(
    audience === 'partner' ? verifyPartnerOtpMutationOptions() : verifyOtpMutationOptions(),
  );
  return { send, verify };
}
