import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isSignedOutError } from '@/lib/api-error';
import { refreshAfterWrite } from '@/lib/query-refresh';

/**
 * When any call of an area answers 401 (its session ended or was revoked), ask for the session
 * again: the area's gate then shows its sign-in page. Used by the admin and partner gates.
 */
export function useRecheckSessionOn401(sessionKey: QueryKey): void {
  const queryClient = useQueryClient();
  const sessionHash = hashKey(sessionKey);
  useEffect(() => {
    const recheck = (error: unknown) => {
      if (isSignedOutError(error)) void refreshAfterWrite(queryClient, sessionKey);
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      // The session query's own 401 is what the gate acts on; asking it again would loop.
      if (event.query.queryHash === sessionHash) return;
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      offQueries();
      offMutations();
    };
    // sessionKey is a constant of its area; its hash stands for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, sessionHash]);
}
