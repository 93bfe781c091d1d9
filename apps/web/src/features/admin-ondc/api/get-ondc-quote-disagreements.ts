import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ONDC_ADMIN_API, ondcQuoteDisagreementsResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { ondcKeys } from './get-ondc-participants';

// Issue 17 GET /api/admin/ondc/quote-disagreements?page=: network offers whose figures our loan
// maths does not reproduce, latest first.
export async function getOndcQuoteDisagreements(page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page) }).toString();
  const answer = await apiRequest(`${ONDC_ADMIN_API.quoteDisagreements}?${query}`, {
    schema: ondcQuoteDisagreementsResponse,
    signal,
  });
  return answer.data;
}

export function useOndcQuoteDisagreements(page: number) {
  return useQuery({
    queryKey: ondcKeys.quoteDisagreements(page),
    queryFn: ({ signal }) => getOndcQuoteDisagreements(page, signal),
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });
}
