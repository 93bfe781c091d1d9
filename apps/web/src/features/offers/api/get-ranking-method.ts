import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { OFFERS_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET /api/ranking-method (public, RBI DLD 2025): the published matching and ranking method in
// both languages. Contracts type the text (RankingMethodText) but the route answers it as unknown,
// so it is parsed here.
const methodText = z.object({
  title: z.string(),
  summary: z.string(),
  matching: z.array(z.string()),
  ordering: z.array(z.string()),
  notes: z.array(z.string()),
});
export type RankingMethodView = z.infer<typeof methodText>;

const rankingMethodResponse = z.object({
  success: z.literal(true),
  data: z.object({ version: z.string(), en: methodText, hi: methodText }),
});

export async function getRankingMethod(signal?: AbortSignal) {
  const response = await apiRequest(OFFERS_API.rankingMethod, { schema: rankingMethodResponse, signal });
  return response.data;
}

export const rankingMethodKeys = { all: ['ranking-method'] as const };

export function rankingMethodQueryOptions() {
  return queryOptions({
    queryKey: rankingMethodKeys.all,
    queryFn: ({ signal }) => getRankingMethod(signal),
    staleTime: 60 * 60_000,
  });
}

export function useRankingMethod() {
  return useQuery(rankingMethodQueryOptions());
}
