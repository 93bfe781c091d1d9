import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { OFFERS_API, applicationsResponse, type ApplicationSummary } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET /api/applications: the customer's applications with their timelines (spec 2 status table).
export async function getApplications(signal?: AbortSignal): Promise<ApplicationSummary[]> {
  const response = await apiRequest(OFFERS_API.applications, { schema: applicationsResponse, signal });
  return response.data;
}

export const applicationsKeys = {
  all: ['applications'] as const,
  list: () => [...applicationsKeys.all, 'list'] as const,
  one: (publicId: string) => [...applicationsKeys.all, 'one', publicId] as const,
};

/** How often to look again while an application is still on its way to an API lender. */
export const PENDING_POLL_MS = 3_000;
/** Issue 17: how long to keep asking while a network lender's answer is awaited. */
export const NETWORK_WAIT_MS = 2 * 60_000;

/**
 * 'created' of an API lender means our worker has yet to hand it to the lender's API: it moves
 * within seconds. A redirect lender's waits for the customer (customerStatus continue_at_lender),
 * and so does a network lender's with a form due (issue 17).
 */
export const awaitsOurWorker = (application: ApplicationSummary) =>
  application.handoff === 'api' && application.customerStatus === 'created';

/**
 * The network applications whose lender's answer is awaited, as one key, or null when none is; a
 * change of the application (its next step) is a new wait.
 */
export function awaitedNetworkKey(applications: ApplicationSummary[] | undefined): string | null {
  const waiting = (applications ?? [])
    .filter((application) => application.network?.waiting === true)
    .map((application) => `${application.publicId}@${application.updatedAt}`)
    .sort();
  return waiting.length > 0 ? waiting.join(',') : null;
}

/** Every 3 s while our worker sends an application, or a network lender's answer is awaited and that wait has not run out. */
export function applicationsPollMs(data: ApplicationSummary[] | undefined, stoppedWait: string | null) {
  if (data?.some(awaitsOurWorker)) return PENDING_POLL_MS;
  const awaited = awaitedNetworkKey(data);
  return awaited !== null && awaited !== stoppedWait ? PENDING_POLL_MS : false;
}

export function applicationsQueryOptions(stoppedWait: string | null = null) {
  return queryOptions({
    queryKey: applicationsKeys.list(),
    queryFn: ({ signal }) => getApplications(signal),
    staleTime: 30_000,
    meta: { errorToast: false },
    refetchInterval: (query) => applicationsPollMs(query.state.data, stoppedWait),
  });
}

/** The applications, asked again while they move; a network lender's answer for NETWORK_WAIT_MS at most. */
export function useApplications({ enabled = true }: { enabled?: boolean } = {}) {
  const [stoppedWait, setStoppedWait] = useState<string | null>(null);
  const query = useQuery({ ...applicationsQueryOptions(stoppedWait), enabled });
  const awaited = awaitedNetworkKey(query.data);
  useEffect(() => {
    if (awaited === null || awaited === stoppedWait) return;
    const timer = setTimeout(() => {
      setStoppedWait(awaited);
    }, NETWORK_WAIT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [awaited, stoppedWait]);
  return query;
}
