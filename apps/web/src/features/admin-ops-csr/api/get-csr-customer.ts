import { queryOptions, useQuery } from '@tanstack/react-query';
import { csrCustomerResponse, type CsrCustomer } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { CSR_URLS, csrKeys } from '../api/search-customers';

/** GET /api/admin/csr/customers/:userId: profile (PAN masked), applications, notes. The server logs the view. */
export async function getCsrCustomer(userId: number, signal?: AbortSignal): Promise<CsrCustomer> {
  return (await apiRequest(CSR_URLS.customer(userId), { schema: csrCustomerResponse, signal })).data;
}

export function useCsrCustomer(userId: number) {
  return useQuery(
    queryOptions({
      queryKey: csrKeys.customer(userId),
      queryFn: ({ signal }) => getCsrCustomer(userId, signal),
      // Every fetch is an access-log entry: no background refetching of personal data.
      staleTime: Infinity,
      enabled: userId > 0,
    }),
  );
}
