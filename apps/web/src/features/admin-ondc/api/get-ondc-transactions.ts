import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ONDC_ADMIN_API, ondcTransactionsResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { ondcKeys } from './get-ondc-participants';

// Issue 17 GET /api/admin/ondc/transactions?page=: ONDC transactions, the latest first.
export async function getOndcTransactions(page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page) }).toString();
  return (
    await apiRequest(`${ONDC_ADMIN_API.transactions}?${query}`, { schema: ondcTransactionsResponse, signal })
  ).data;
}

export function useOndcTransactions(page: number) {
  return useQuery({
    queryKey: ondcKeys.transactions(page),
    queryFn: ({ signal }) => getOndcTransactions(page, signal),
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });
}
