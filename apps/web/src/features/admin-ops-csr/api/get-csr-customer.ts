import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationSummary, userRecord } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { CSR_URLS, csrKeys } from '../api/search-customers';

const csrCustomer = z.object({
  profile: userRecord,
  applications: z.array(applicationSummary),
  notes: z.array(z.object({ note: z.string(), adminId: z.number(), at: z.string() })),
});
export type CsrCustomer = z.infer<typeof csrCustomer>;
const response = z.object({ success: z.literal(true), data: csrCustomer });

/** GET /api/admin/csr/customers/:userId: profile (PAN masked), applications, notes. The server logs the view. */
export async function getCsrCustomer(userId: number, signal?: AbortSignal): Promise<CsrCustomer> {
  return (await apiRequest(CSR_URLS.customer(userId), { schema: response, signal })).data;
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
