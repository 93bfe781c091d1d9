import { queryOptions, useQuery } from '@tanstack/react-query';
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

export function applicationsQueryOptions() {
  return queryOptions({
    queryKey: applicationsKeys.list(),
    queryFn: ({ signal }) => getApplications(signal),
    staleTime: 30_000,
    meta: { errorToast: false },
    // 'created' of an API lender means our worker has yet to hand it to the lender's API: it moves
    // within seconds. A redirect lender's waits for the customer (customerStatus continue_at_lender).
    refetchInterval: (query) =>
      query.state.data?.some((application) => application.customerStatus === 'created')
        ? PENDING_POLL_MS
        : false,
  });
}

export function useApplications({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...applicationsQueryOptions(), enabled });
}
