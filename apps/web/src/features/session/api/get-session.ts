import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { AUTH_API, customerSessionResponse, type CustomerSession } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { clearSignedOutLocally, isSignedOutLocally } from '@/lib/local-sign-out';
import { logoutOnServer } from './logout';

// spec 4 start-up: GET /api/auth/session answers the session user of spec 3 for a signed-in
// customer, 401 for everyone else (auth.routes.ts).

/**
 * The signed-in customer's session, or null when signed out (401). After a logout the server did
 * not answer, this device is signed out whatever the cookie says: the logout is sent again and,
 * answered or not, the answer is null (issue 13: logout fails closed).
 */
export async function getSession(signal?: AbortSignal): Promise<CustomerSession | null> {
  if (isSignedOutLocally()) {
    try {
      await logoutOnServer(signal);
      clearSignedOutLocally();
    } catch {
      // still unreachable: stay signed out here and try again at the next start
    }
    return null;
  }
  try {
    const response = await apiRequest(AUTH_API.session, { schema: customerSessionResponse, signal });
    return response.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionKeys = {
  all: ['session'] as const,
};

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }) => getSession(signal),
    // spec 8: a failed start-up fetch is logged, not shown.
    meta: { errorToast: false },
  });
}

/**
 * The session after a step that changed it (the OTP checked, a profile saved): read once, for
 * every observer. A read already on its way was sent before the change and would answer for
 * before it; TanStack hands a first read in flight to whoever asks again, so an invalidation
 * would wait for it and get the old answer (issue 16: a new customer whose shell was still
 * reading the session when the code was checked was sent back to '/'). That read is cancelled
 * and the session asked again.
 */
export async function readSessionAfterChange(queryClient: QueryClient): Promise<CustomerSession | null> {
  await queryClient.cancelQueries({ queryKey: sessionKeys.all });
  return queryClient.query({ ...sessionQueryOptions(), staleTime: 0 });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
