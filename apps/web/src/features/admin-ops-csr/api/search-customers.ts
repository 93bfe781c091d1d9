import { queryOptions, useQuery } from '@tanstack/react-query';
import { classifyCsrIdentifier, CSR_API, csrSearchResponse, type CsrCustomerHit } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

export type CustomerHit = CsrCustomerHit;

// POST /api/admin/csr/search {q} (roles 1-3): one full mobile, email or application reference.
// The identifier goes in the body so it never appears in a URL (issue 12 finding 7).
export const CSR_URLS = {
  search: CSR_API.search,
  customer: (userId: number) => CSR_API.customer.replace(':userId', encodeURIComponent(userId)),
  notes: (userId: number) => CSR_API.notes.replace(':userId', encodeURIComponent(userId)),
} as const;

export async function searchCustomers(q: string, signal?: AbortSignal): Promise<CustomerHit[]> {
  return (
    await apiRequest(CSR_URLS.search, { method: 'POST', body: { q }, schema: csrSearchResponse, signal })
  ).data;
}

export const csrKeys = {
  all: ['admin', 'csr'] as const,
  search: (q: string) => [...csrKeys.all, 'search', q] as const,
  customer: (userId: number) => [...csrKeys.all, 'customer', userId] as const,
};

export const isSearchable = (q: string): boolean => classifyCsrIdentifier(q) !== null;

export function useCustomerSearch(q: string) {
  return useQuery(
    queryOptions({
      queryKey: csrKeys.search(q),
      queryFn: ({ signal }) => searchCustomers(q, signal),
      enabled: isSearchable(q),
      // Every search is an access-log entry: no background refetching.
      staleTime: Infinity,
      retry: false,
    }),
  );
}
