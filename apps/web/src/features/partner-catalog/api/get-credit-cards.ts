import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API, creditCardsResponse, type CreditCard } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// spec 7 GET /api/get-credit-cards-data: the active cards, sorted by sort_order on the client.
export async function getCreditCards(signal?: AbortSignal): Promise<CreditCard[]> {
  const response = await apiRequest(ADMIN_API.creditCards, { schema: creditCardsResponse, signal });
  return [...response.data].sort((a, b) => a.sort_order - b.sort_order);
}

export const creditCardsKeys = { all: ['partner', 'credit-cards'] as const };

export function creditCardsQueryOptions() {
  return queryOptions({
    queryKey: creditCardsKeys.all,
    queryFn: ({ signal }) => getCreditCards(signal),
    staleTime: 10 * 60_000,
  });
}

export function useCreditCards() {
  return useQuery(creditCardsQueryOptions());
}
