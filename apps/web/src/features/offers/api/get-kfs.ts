import { queryOptions, useQuery } from '@tanstack/react-query';
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
  one: (slug: string, amount: number, months: number | null) =>
    [...kfsKeys.all, slug, amount, months] as const,
};

export function kfsQueryOptions(slug: string, amount: number, months: number | null) {
  return queryOptions({
    queryKey: kfsKeys.one(slug, amount, months),
    queryFn: ({ signal }) => getKfs(slug, amount, months, signal),
    // The dialog shows why a KFS could not be made (e.g. no published rate) in place.
    meta: { errorToast: false },
  });
}

export function useKfs(slug: string, amount: number, months: number | null, enabled = true) {
  return useQuery({ ...kfsQueryOptions(slug, amount, months), enabled });
}
