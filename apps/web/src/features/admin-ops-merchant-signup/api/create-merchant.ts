import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { OUTREACH_API, merchantSignupResponse, type merchantSignupBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

export type MerchantSignupInput = z.input<typeof merchantSignupBody>;

// POST /api/merchants (public, rate limited per connection): merchant onboarding.
export async function createMerchant(body: MerchantSignupInput) {
  return apiRequest(OUTREACH_API.merchantSignup, { method: 'POST', body, schema: merchantSignupResponse });
}

export function useCreateMerchant() {
  return useMutation({ mutationFn: createMerchant });
}
