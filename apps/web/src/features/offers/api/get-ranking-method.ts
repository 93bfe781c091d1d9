import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { OFFERS_API, rankingMethodResponse, type rankingMethodText } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET /api/ranking-method (public, RBI DLD 2025): the published matching and ranking method in
// both languages.
export type RankingMethodView = z.infer<typeof rankingMethodText>;

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
