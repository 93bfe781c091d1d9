import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { OUTREACH_API, callQueueResponse, type callQueueEntry } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

export type CallQueueEntry = z.infer<typeof callQueueEntry>;

// GET /api/admin/telecalling/queue: customers who consented to calls (roles 1 and 3).
export async function getCallQueue(signal?: AbortSignal): Promise<CallQueueEntry[]> {
  return (await apiRequest(OUTREACH_API.callQueue, { schema: callQueueResponse, signal })).data;
}

export const callQueueKeys = { all: ['admin', 'telecalling', 'queue'] as const };

export function useCallQueue() {
  return useQuery(
    queryOptions({
      queryKey: callQueueKeys.all,
      queryFn: ({ signal }) => getCallQueue(signal),
      // spec 8: a failed list load is shown in place (LoadState), not as a toast.
      meta: { errorToast: false },
    }),
  );
}
