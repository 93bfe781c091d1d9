import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

// GET /api/admin/csr/search?q= (csr.routes.ts, roles 1-3): by mobile, email or application id.
// The server's path constants are not in @cl/contracts yet; named once in this feature.
export const CSR_URLS = {
  search: '/api/admin/csr/search',
  customer: (userId: number) => `/api/admin/csr/customers/${encodeURIComponent(userId)}`,
  notes: (userId: number) => `/api/admin/csr/customers/${encodeURIComponent(userId)}/notes`,
} as const;

const customerHit = z.object({
  userId: z.number(),
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});
export type CustomerHit = z.infer<typeof customerHit>;
const response = z.object({ success: z.literal(true), data: z.array(customerHit) });

export async function searchCustomers(q: string, signal?: AbortSignal): Promise<CustomerHit[]> {
  const query = new URLSearchParams({ q }).toString();
  return (await apiRequest(`${CSR_URLS.search}?${query}`, { schema: response, signal })).data;
}

export const csrKeys = {
  all: ['admin', 'csr'] as const,
  search: (q: string) => [...csrKeys.all, 'search', q] as const,
  customer: (userId: number) => [...csrKeys.all, 'customer', userId] as const,
};

export function useCustomerSearch(q: string) {
  return useQuery(
    queryOptions({
      queryKey: csrKeys.search(q),
      queryFn: ({ signal }) => searchCustomers(q, signal),
      enabled: q.trim().length >= 3,
      staleTime: 0,
    }),
  );
}
