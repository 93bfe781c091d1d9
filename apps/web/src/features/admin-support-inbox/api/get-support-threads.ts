import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPORT_INBOX_API, supportThreadsResponse, type SupportThreadsQuery } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET /api/admin/support/threads: partner tickets and Help requests, filtered, one page.
export async function getSupportThreads(query: SupportThreadsQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const url = `${SUPPORT_INBOX_API.threads}?${params.toString()}`;
  return (await apiRequest(url, { schema: supportThreadsResponse, signal })).data;
}

export const supportKeys = {
  all: ['admin', 'support'] as const,
  threads: (query: SupportThreadsQuery) => [...supportKeys.all, 'threads', query] as const,
  thread: (reference: string) => [...supportKeys.all, 'thread', reference] as const,
  assignees: () => [...supportKeys.all, 'assignees'] as const,
};

export function useSupportThreads(query: SupportThreadsQuery) {
  return useQuery(
    queryOptions({
      queryKey: supportKeys.threads(query),
      queryFn: ({ signal }) => getSupportThreads(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
