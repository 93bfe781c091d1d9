import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isSignedOutError, partnerSessionKeys } from '@/features/partner-session/api/get-partner-session';

/** When any partner call answers 401 (session ended or revoked), ask again: the gate then signs out. */
export function useRecheckSessionOn401(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const sessionHash = hashKey(partnerSessionKeys.all);
    const recheck = (error: unknown) => {
      if (isSignedOutError(error)) void queryClient.invalidateQueries({ queryKey: partnerSessionKeys.all });
    };
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      // The session query's own 401 is what the gate acts on; re-asking it would loop.
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
  }, [queryClient]);
}
