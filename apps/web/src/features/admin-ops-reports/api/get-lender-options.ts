import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ADMIN_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// The lender filter's choices from GET /api/get-lenders-data (role 1 only on the server, so the
// filter bar asks only when the role may open lenders). zod keeps just id and name.
const option = z.object({ lender_id: z.number().int(), name: z.string() });
const response = z.object({ success: z.literal(true), data: z.array(option) });

export async function getLenderOptions(signal?: AbortSignal) {
  return (await apiRequest(ADMIN_API.lenders, { schema: response, signal })).data;
}

export function useLenderOptions(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'lenders', 'options'] as const,
      queryFn: ({ signal }) => getLenderOptions(signal),
      enabled,
      meta: { errorToast: false },
    }),
  );
}
