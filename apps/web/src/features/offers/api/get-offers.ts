import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { offersPath, offersResponse, type LenderProduct } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET /api/offers?product=…: every matching offer ranked by the published method, the lenders that
// did not match with their reasons (RBI DLD 2025), and the customer's applications.
export async function getOffers(product: LenderProduct, signal?: AbortSignal) {
  const response = await apiRequest(offersPath(product), { schema: offersResponse, signal });
  return response.data;
}

type OffersData = Awaited<ReturnType<typeof getOffers>>;

export const offersKeys = {
  all: ['offers'] as const,
  // The server writes the no-match reasons in the request's language: a language change refetches.
  list: (product: LenderProduct, language: string) => [...offersKeys.all, product, language] as const,
};

const NETWORK_POLL_MS = 5000;
/** Issue 17: a lender's offer follows its form within seconds; ask often, for a minute at most. */
export const FORM_POLL_MS = 2000;
export const FORM_WAIT_MS = 60_000;

/** How soon to ask again while a network search is open, or false when none is. */
export function networkPollMs(openUntil: string | null | undefined, now: number): number | false {
  if (!openUntil) return false;
  return Date.parse(openUntil) > now ? NETWORK_POLL_MS : false;
}

/**
 * The network lenders whose offer is awaited (their form sent), as one key ('7,9'), or null when
 * none is: a new form sent is a new wait.
 */
export function awaitedOffersKey(data: OffersData | undefined): string | null {
  const ids = (data?.unmatched ?? [])
    .flatMap((lender) => (lender.network?.state === 'form_submitted' ? [lender.network.offerId] : []))
    .sort((a, b) => a - b);
  return ids.length > 0 ? ids.join(',') : null;
}

/**
 * When to ask again: every 2 s while a lender's offer is awaited and that wait has not run out
 * (`stoppedWait`), else every 5 s while the search is open, else never.
 */
export function offersPollMs(data: OffersData | undefined, stoppedWait: string | null, now: number) {
  const awaited = awaitedOffersKey(data);
  if (awaited !== null && awaited !== stoppedWait) return FORM_POLL_MS;
  return networkPollMs(data?.networkSearchOpenUntil, now);
}

export function offersQueryOptions(
  product: LenderProduct,
  language: string,
  stoppedWait: string | null = null,
) {
  return queryOptions({
    queryKey: offersKeys.list(product, language),
    queryFn: ({ signal }) => getOffers(product, signal),
    // Each fetch is recorded as offers shown (neutrality record): no refetch on every mount.
    staleTime: 5 * 60_000,
    // Issue 17: network lenders answer within the search window, and with an offer after their
    // form: ask again until then.
    refetchInterval: (query) => offersPollMs(query.state.data, stoppedWait, Date.now()),
    // The page shows the failure itself (sign-in again on 401, otherwise a retry).
    meta: { errorToast: false },
  });
}

/**
 * The offers, asked again while a network lender's offer is awaited, for FORM_WAIT_MS; then
 * `offerWaitOver` is true (the page says so and offers `checkAgain`, which waits once more).
 */
export function useOffers(product: LenderProduct, language: string) {
  // The wait that ran out: polling for it stops; another (a new form sent) starts its own.
  const [stoppedWait, setStoppedWait] = useState<string | null>(null);
  const query = useQuery(offersQueryOptions(product, language, stoppedWait));
  const awaited = awaitedOffersKey(query.data);
  useEffect(() => {
    if (awaited === null || awaited === stoppedWait) return;
    const timer = setTimeout(() => {
      setStoppedWait(awaited);
    }, FORM_WAIT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [awaited, stoppedWait]);
  const { refetch } = query;
  return {
    query,
    offerWaitOver: awaited !== null && awaited === stoppedWait,
    checkAgain: () => {
      setStoppedWait(null);
      void refetch();
    },
  };
}
