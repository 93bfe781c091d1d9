import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPORT_INBOX_API, supportThreadResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { supportKeys } from './get-support-threads';

const threadUrl = (reference: string) =>
  SUPPORT_INBOX_API.thread.replace(':reference', encodeURIComponent(reference));

// GET /api/admin/support/threads/:reference: one thread with its replies.
export async function getSupportThread(reference: string, signal?: AbortSignal) {
  return (await apiRequest(threadUrl(reference), { schema: supportThreadResponse, signal })).data;
}

export function useSupportThread(reference: string) {
  return useQuery(
    queryOptions({
      queryKey: supportKeys.thread(reference),
      queryFn: ({ signal }) => getSupportThread(reference, signal),
    }),
  );
}
