import { mutationOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { AUTH_API, otpVerifyBody, type OtpVerifyBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// POST /api/partner/auth/otp/verify answers the partner, not a customer session user
// (apps/server partner-auth.routes.ts); the session itself is the HttpOnly partner cookie.
const partnerVerifyResponse = z.object({
  success: z.literal(true),
  data: z.object({ partnerId: z.number().int(), userName: z.string() }),
});
export type VerifiedPartner = z.infer<typeof partnerVerifyResponse>['data'];

export async function verifyPartnerOtp(body: OtpVerifyBody): Promise<VerifiedPartner> {
  const response = await apiRequest(AUTH_API.partnerOtpVerify, {
    method: 'POST',
    body: otpVerifyBody.parse(body),
    schema: partnerVerifyResponse,
  });
  return response.data;
}

export const verifyPartnerOtpMutationOptions = () =>
  mutationOptions({ mutationKey: ['partner', 'otp-verify'], mutationFn: verifyPartnerOtp });

export function useVerifyPartnerOtp() {
  return useMutation(verifyPartnerOtpMutationOptions());
}
