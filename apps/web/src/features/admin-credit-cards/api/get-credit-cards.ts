import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API, creditCardsQuery, creditCardsResponse, type CreditCard } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// spec 7 GET /api/get-credit-cards-data; all=1 adds inactive cards (admins only). spec 7: sorted
// by sort_order on the client.
export async function getCreditCards(signal?: AbortSignal): Promise<CreditCard[]> {
  const query = new URLSearchParams(creditCardsQuery.parse({ all: '1' }));
  const answer = await apiRequest(`${ADMIN_API.creditCards}?${query.toString()}`, {
    schema: creditCardsResponse,
    signal,
  });
  return answer.data.toSorted((a, b) => a.sort_order - b.sort_order || a.category_id - b.category_id);
}

export const creditCardKeys = {
  all: ['admin', 'credit-cards'] as const,
  list: () => [...creditCardKeys.all, 'list'] as const,
};

export function creditCardsQueryOptions() {
  return queryOptions({
    queryKey: creditCardKeys.list(),
    queryFn: ({ signal }) => getCreditCards(signal),
    // spec 8: failed list loads are only logged.
    meta: { errorToast: false },
  });
}

export function useCreditCards() {
  return useQuery(creditCardsQueryOptions());
}
