import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_API, creditCardsResponse, type CreditCard } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// spec 7: GET /api/get-credit-cards-data (public: active categories), sorted by sort_order on the
// client as the spec says.
export async function getCreditCards(signal?: AbortSignal): Promise<CreditCard[]> {
  const response = await apiRequest(ADMIN_API.creditCards, { schema: creditCardsResponse, signal });
  return response.data
    .filter((card) => card.status === 1)
    .sort((a, b) => a.sort_order - b.sort_order || a.category_id - b.category_id);
}

export const creditCardsKeys = {
  all: ['credit-cards'] as const,
  // The server answers the card texts in the request's language (issue 13): a language change refetches.
  active: (language: string) => ['credit-cards', 'active', language] as const,
};

export function creditCardsQueryOptions(language: string) {
  return queryOptions({
    queryKey: creditCardsKeys.active(language),
    queryFn: ({ signal }) => getCreditCards(signal),
    staleTime: 60_000, // the server caches the list for a minute too
  });
}

export function useCreditCards() {
  const { i18n } = useTranslation();
  return useQuery(creditCardsQueryOptions(i18n.language));
}
