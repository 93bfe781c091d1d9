import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a write, the entries under this key are read again. A read already on its way was sent
 * before the write and answers for before it; TanStack hands a first read in flight (no data yet)
 * to an invalidation instead of asking again, so that stale answer would be kept as the fresh
 * one (issue 16: a new customer sent back to '/' after a correct OTP). Reads in flight are
 * cancelled first, then the key is invalidated: watched entries are read once more, unwatched
 * ones on their next use.
 */
export async function refreshAfterWrite(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
