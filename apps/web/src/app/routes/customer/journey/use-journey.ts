import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useJourneyNavigate } from '@/features/journey/hooks/use-journey-navigate';
import { journeyStateOf } from '@/features/journey/utils/journey-state';
import { readProductType } from '@/features/journey/utils/product-cookies';
import type { CustomerSession } from '@cl/contracts';
import { sessionQueryOptions, useSession } from '@/features/session/api/get-session';

/** The signed-in customer on a guarded page (JourneyGuard has made sure there is one). */
export function useSignedIn(): CustomerSession | null {
  return useSession().data ?? null;
}

interface ContinueOptions {
  replace?: boolean;
  /**
   * The session in the cache is the current one: just read (a signed-in customer who opened the
   * sign-in page) or just refreshed by an invalidation. Issue 16: no second GET of it. An
   * invalidated entry nobody watched was not refreshed, and is fetched all the same.
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
      const staleTime = options?.sessionCurrent ? Infinity : 0;
      const session = await queryClient.query({ ...sessionQueryOptions(), staleTime });
      await journeyNavigate(journeyStateOf(session, readProductType()), options);
    },
    [queryClient, journeyNavigate],
  );
}
