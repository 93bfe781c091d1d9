import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useJourneyNavigate } from '@/features/journey/hooks/use-journey-navigate';
import { journeyStateOf } from '@/features/journey/utils/journey-state';
import { readProductType } from '@/features/journey/utils/product-cookies';
import type { CustomerSession } from '@cl/contracts';
import { readSessionAfterChange, sessionQueryOptions, useSession } from '@/features/session/api/get-session';

/** The signed-in customer on a guarded page (JourneyGuard has made sure there is one). */
export function useSignedIn(): CustomerSession | null {
  return useSession().data ?? null;
}

interface ContinueOptions {
  replace?: boolean;
  /**
   * The session in the cache is the current one: just read (a signed-in customer who opened the
   * sign-in page) or just read after the change (readSessionAfterChange). Issue 16: no second GET
   * of it. Without this the session is read afresh, and a read sent before the change is dropped.
   */
  sessionCurrent?: boolean;
}

/**
 * After a step that changes the session (verify, a saved profile, a confirmed identity): the
 * session is fetched afresh, then the customer goes where spec 4 sends them next.
 */
export function useContinueJourney(): (options?: ContinueOptions) => Promise<void> {
  const queryClient = useQueryClient();
  const journeyNavigate = useJourneyNavigate();
  return useCallback(
    async (options) => {
      const session = options?.sessionCurrent
        ? await queryClient.query({ ...sessionQueryOptions(), staleTime: Infinity })
        : await readSessionAfterChange(queryClient);
      await journeyNavigate(journeyStateOf(session, readProductType()), options);
    },
    [queryClient, journeyNavigate],
  );
}
