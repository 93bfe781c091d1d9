import { queryOptions, useQuery } from '@tanstack/react-query';
import { PARTNER_API, partnerReferralResponse, type PartnerReferral } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET /api/partner/referral: the partner's referral link, its QR code and who joined through it.
export async function getReferral(signal?: AbortSignal): Promise<PartnerReferral> {
  const response = await apiRequest(PARTNER_API.referral, { schema: partnerReferralResponse, signal });
  return response.data;
}

export const referralKeys = { all: ['partner', 'referral'] as const };

export function referralQueryOptions() {
  return queryOptions({
    queryKey: referralKeys.all,
    queryFn: ({ signal }) => getReferral(signal),
  });
}

export function useReferral() {
  return useQuery(referralQueryOptions());
}
