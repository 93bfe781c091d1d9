import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PARTNER_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

const lenderJourney = z.object({ name: z.string(), steps: z.array(z.string()) });
export type LenderJourney = z.infer<typeof lenderJourney>;
const lenderJourneyResponse = z.object({ success: z.literal(true), data: z.array(lenderJourney) });

// GET /api/partner/lender-journey: per live lender, the steps a customer goes through.
export async function getLenderJourneys(signal?: AbortSignal): Promise<LenderJourney[]> {
  const response = await apiRequest(PARTNER_API.lenderJourney, { schema: lenderJourneyResponse, signal });
  return response.data;
}

export const lenderJourneyKeys = { all: ['partner', 'lender-journey'] as const };

export function lenderJourneyQueryOptions() {
  return queryOptions({
    queryKey: lenderJourneyKeys.all,
    queryFn: ({ signal }) => getLenderJourneys(signal),
    staleTime: 10 * 60_000,
  });
}

export function useLenderJourneys() {
  return useQuery(lenderJourneyQueryOptions());
}
