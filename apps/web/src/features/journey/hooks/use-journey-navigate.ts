import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { journeyFamily, nextJourneyStep, type JourneyState } from '@cl/contracts';
import { showErrorToast } from '@/lib/query-client';
import { getProductRedirect } from '../api/product-redirect';
import { onThisSite } from '@/lib/site';

/**
 * Goes to where spec 4 sends the customer next: nextJourneyStep, and for gold and housing loans
 * with a completed profile ('server') the target the server answers. A failed call is the
 * server's red toast (spec 8) and the customer stays where they are.
 */
export function useJourneyNavigate(): (
  state: JourneyState,
  options?: { replace?: boolean },
) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (state, options) => {
      const step = nextJourneyStep(state);
      if (step !== 'server') {
        await navigate(onThisSite(step), options);
        return;
      }
      if (state.userId === null || state.productType === null) return;
      const family = journeyFamily(state.productType);
      if (family !== 'gold' && family !== 'housing') return;
      try {
        await navigate(await getProductRedirect(family, state.userId), options);
      } catch (error) {
        showErrorToast(error);
      }
    },
    [navigate],
  );
}
