import { mutationOptions } from '@tanstack/react-query';
import {
  AUTH_API,
  otpVerifyBody,
  partnerOtpVerifyResponse,
  type OtpVerifyBody,
  type VerifiedPartner,
} from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// POST /api/partner/auth/otp/verify answers the partner, not a customer session user; the session
// itself is the HttpOnly partner cookie (the answer's token is for non-browser clients).

export async function verifyPartnerOtp(body: OtpVerifyBody): Promise<VerifiedPartner> {
  const response = await apiRequest(AUTH_API.partnerOtpVerify, {
    method: 'POST',
    body: otpVerifyBody.parse(body),
    schema: partnerOtpVerifyResponse,
  });
  return response.data;
}

export const verifyPartnerOtpMutationOptions = () =>
  mutationOptions({ mutationKey: ['partner', 'otp-verify'], mutationFn: verifyPartnerOtp });
