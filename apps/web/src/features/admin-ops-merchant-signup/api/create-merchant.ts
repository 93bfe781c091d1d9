import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { OUTREACH_API, type merchantSignupBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

export type MerchantSignupInput = z.input<typeof merchantSignupBody>;
const response = z.object({ success: z.literal(true), id: z.number() });

// POST /api/merchants (public, rate limited per connection): merchant onboarding.
export async function createMerchant(body: MerchantSignupInput) {
  return apiRequest(OUTREACH_API.merchantSignup, { method: 'POST', body, schema: response });
}

export function useCreateMerchant() {
  return useMutation({ mutationFn: createMerchant });
}
