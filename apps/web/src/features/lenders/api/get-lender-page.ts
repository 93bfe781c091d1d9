import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OFFERS_API, apiPath, offer } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET /api/lender-page/:slug (public): a lender's published terms for its page under /user. The
// route declares `offer` as unknown; it is the contracts' offer shape, parsed here.
const lenderPageResponse = z.object({
  success: z.literal(true),
  data: z.object({
    offer,
    journey: z.string(),
    products: z.array(z.string()),
    minLoan: z.number().nullable(),
    maxLoan: z.number().nullable(),
  }),
});
export type LenderPage = z.infer<typeof lenderPageResponse>['data'];

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
