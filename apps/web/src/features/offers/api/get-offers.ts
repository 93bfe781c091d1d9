import { queryOptions, useQuery } from '@tanstack/react-query';
import { offersResponse, type LenderProduct } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { offersPath } from './offers-path';

// GET /api/offers?product=…: every matching offer ranked by the published method, the lenders that
// did not match with their reasons (RBI DLD 2025), and the customer's applications.
export async function getOffers(product: LenderProduct, signal?: AbortSignal) {
  const response = await apiRequest(offersPath(product), { schema: offersResponse, signal });
  return response.data;
}

export const offersKeys = {
  all: ['offers'] as const,
  // The server writes the no-match reasons in the request's language: a language change refetches.
  list: (product: LenderProduct, language: string) => [...offersKeys.all, product, language] as const,
};

const NETWORK_POLL_MS = 5000;

/** How soon to ask again while a network search is open, or false when none is. */
export function networkPollMs(openUntil: string | null | undefined, now: number): number | false {
  if (!openUntil) return false;
  return Date.parse(openUntil) > now ? NETWORK_POLL_MS : false;
}

export function offersQueryOptions(product: LenderProduct, language: string) {
  return queryOptions({
    queryKey: offersKeys.list(product, language),
    queryFn: ({ signal }) => getOffers(product, signal),
    // Each fetch is recorded as offers shown (neutrality record): no refetch on every mount.
    staleTime: 5 * 60_000,
    // Issue 17: network lenders answer within the search window; ask again until it closes.
    refetchInterval: (query) => networkPollMs(query.state.data?.networkSearchOpenUntil, Date.now()),
    // The page shows the failure itself (sign-in again on 401, otherwise a retry).
    meta: { errorToast: false },
  });
}

export function useOffers(product: LenderProduct, language: string) {
  return useQuery(offersQueryOptions(product, language));
}
