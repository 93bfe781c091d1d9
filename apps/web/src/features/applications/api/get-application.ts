import { queryOptions, useQuery } from '@tanstack/react-query';
import { OFFERS_API, apiPath, applicationResponse, type ApplicationSummary } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { PENDING_POLL_MS, applicationsKeys, awaitsOurWorker } from './get-applications';

// GET /api/applications/:publicId: one of the customer's applications (hand-off pages).
export async function getApplication(publicId: string, signal?: AbortSignal): Promise<ApplicationSummary> {
  const response = await apiRequest(apiPath(OFFERS_API.application, { publicId }), {
    schema: applicationResponse,
    signal,
  });
  return response.data;
}

export function applicationQueryOptions(publicId: string) {
  return queryOptions({
    queryKey: applicationsKeys.one(publicId),
    queryFn: ({ signal }) => getApplication(publicId, signal),
    meta: { errorToast: false },
    // An API lender's 'created' moves within seconds; a redirect one waits for the customer, and a
    // network one is followed by the list (bounded there).
    refetchInterval: (query) =>
      query.state.data && awaitsOurWorker(query.state.data) ? PENDING_POLL_MS : false,
  });
}

export function useApplication(publicId: string | null) {
  return useQuery({ ...applicationQueryOptions(publicId ?? ''), enabled: publicId !== null });
}
