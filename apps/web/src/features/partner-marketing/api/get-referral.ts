import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PARTNER_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

const referral = z.object({
  link: z.string(),
  /** SVG markup made by our own server (the qrcode library); shown through <img>, never as HTML. */
  qrSvg: z.string(),
  customers: z.array(z.object({ name: z.string(), joinedAt: z.string(), profileCompleted: z.boolean() })),
});
export type Referral = z.infer<typeof referral>;
const referralResponse = z.object({ success: z.literal(true), data: referral });

// GET /api/partner/referral: the partner's referral link, its QR code and who joined through it.
export async function getReferral(signal?: AbortSignal): Promise<Referral> {
  const response = await apiRequest(PARTNER_API.referral, { schema: referralResponse, signal });
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
