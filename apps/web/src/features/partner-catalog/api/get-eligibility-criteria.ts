import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PARTNER_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

const eligibilityRow = z.object({
  lenderId: z.number(),
  criteria: z.string(),
  age: z.string(),
  employment: z.string(),
  monthlyNetIncome: z.number().nullable(),
  minLoan: z.number().nullable(),
  maxLoan: z.number().nullable(),
  cibil: z.string(),
  journey: z.string(),
});
export type EligibilityRow = z.infer<typeof eligibilityRow>;
const eligibilityResponse = z.object({ success: z.literal(true), data: z.array(eligibilityRow) });

// GET /api/partner/eligibility-criteria: spec 2's table, one row per lender, from live lender data.
export async function getEligibilityCriteria(signal?: AbortSignal): Promise<EligibilityRow[]> {
  const response = await apiRequest(PARTNER_API.eligibility, { schema: eligibilityResponse, signal });
  return response.data;
}

export const eligibilityKeys = { all: ['partner', 'eligibility-criteria'] as const };

export function eligibilityQueryOptions() {
  return queryOptions({
    queryKey: eligibilityKeys.all,
    queryFn: ({ signal }) => getEligibilityCriteria(signal),
    staleTime: 10 * 60_000,
  });
}

export function useEligibilityCriteria() {
  return useQuery(eligibilityQueryOptions());
}
