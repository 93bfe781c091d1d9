import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPath, ERASURE_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// erasure.routes.ts (role 1).
export const ERASURE_URLS = {
  list: ERASURE_API.list,
  erase: (userId: number) => apiPath(ERASURE_API.erase, { userId }),
} as const;

const erasure = z.object({
  id: z.number(),
  userId: z.number(),
  adminId: z.number(),
  reason: z.string(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Erasure = z.infer<typeof erasure>;
const response = z.object({ success: z.literal(true), data: z.array(erasure) });

export async function getErasures(signal?: AbortSignal): Promise<Erasure[]> {
  return (await apiRequest(ERASURE_URLS.list, { schema: response, signal })).data;
}

export const erasureKeys = { all: ['admin', 'erasures'] as const };

export function useErasures() {
  return useQuery(
    queryOptions({
      queryKey: erasureKeys.all,
      queryFn: ({ signal }) => getErasures(signal),
      meta: { errorToast: false },
    }),
  );
}
