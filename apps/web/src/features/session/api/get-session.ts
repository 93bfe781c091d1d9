import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AUTH_API, sessionUser } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { clearSignedOutLocally, isSignedOutLocally } from '@/lib/local-sign-out';
import { logoutOnServer } from './logout';

// spec 4 start-up: GET /api/auth/session answers the session user of spec 3 for a signed-in
// customer, 401 for everyone else. The answer's shape is the server's (auth.routes.ts); contracts
// do not export it yet, so it is declared here from the contracts' sessionUser.
export const customerSession = z.object({
  user: sessionUser,
  /** The customer confirmed PAN and birth date (or saved a profile) in this session. */
  returningConfirmed: z.boolean(),
  /** The server's idle timeout: the inactivity prompt comes 60 s before it (spec 2, spec 4). */
  idleTimeoutSeconds: z.number().int().positive(),
});
export type CustomerSession = z.infer<typeof customerSession>;

const sessionResponse = z.object({ success: z.literal(true), data: customerSession });

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
    const response = await apiRequest(AUTH_API.session, { schema: sessionResponse, signal });
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

export function useSession() {
  return useQuery(sessionQueryOptions());
}
