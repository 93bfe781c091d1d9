import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OFFERS_API, apiPath, kfsResponse, type KfsDocument } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET /api/kfs/:slug?amount&months (public): the lender's Key Fact Statement (RBI DLD 2025).
export async function getKfs(
  slug: string,
  amount: number,
  months: number | null,
  signal?: AbortSignal,
): Promise<KfsDocument> {
  const query = new URLSearchParams({ amount: String(amount) });
  if (months !== null) query.set('months', String(months));
  const response = await apiRequest(`${apiPath(OFFERS_API.kfs, { slug })}?${query.toString()}`, {
    schema: kfsResponse,
    signal,
  });
  return response.data;
}

export const kfsKeys = {
  all: ['kfs'] as const,
  // The penal charges are in the request's language (issue 13).
  one: (slug: string, amount: number, months: number | null, language: string) =>
    [...kfsKeys.all, slug, amount, months, language] as const,
};

export function kfsQueryOptions(slug: string, amount: number, months: number | null, language: string) {
  return queryOptions({
    queryKey: kfsKeys.one(slug, amount, months, language),
    queryFn: ({ signal }) => getKfs(slug, amount, months, signal),
    // The dialog shows why a KFS could not be made (e.g. no published rate) in place.
    meta: { errorToast: false },
  });
}

export function useKfs(slug: string, amount: number, months: number | null, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({ ...kfsQueryOptions(slug, amount, months, i18n.language), enabled });
}
