import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OFFERS_API, apiPath, lenderPageResponse, type LenderPage } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET /api/lender-page/:slug (public): a lender's published terms for its page under /user.

export async function getLenderPage(slug: string, signal?: AbortSignal): Promise<LenderPage> {
  const response = await apiRequest(apiPath(OFFERS_API.lenderPage, { slug }), {
    schema: lenderPageResponse,
    signal,
  });
  return response.data;
}

export const lenderPageKeys = {
  all: ['lender-page'] as const,
  // The lender's texts are in the request's language (issue 13).
  one: (slug: string, language: string) => [...lenderPageKeys.all, slug, language] as const,
};

export function lenderPageQueryOptions(slug: string, language: string) {
  return queryOptions({
    queryKey: lenderPageKeys.one(slug, language),
    queryFn: ({ signal }) => getLenderPage(slug, signal),
    staleTime: 5 * 60_000,
    meta: { errorToast: false },
  });
}

export function useLenderPage(slug: string) {
  const { i18n } = useTranslation();
  return useQuery(lenderPageQueryOptions(slug, i18n.language));
}
