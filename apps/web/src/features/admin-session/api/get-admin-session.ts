import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API, adminSessionResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

// GET /api/admin/session: the signed-in admin (role, name). 401 means "not signed in" (spec 6).
export async function getAdminSession(signal?: AbortSignal) {
  const response = await apiRequest(ADMIN_API.session, { schema: adminSessionResponse, signal });
  return response.data;
}

export type AdminSession = Awaited<ReturnType<typeof getAdminSession>>;

export const adminSessionKeys = {
  all: ['admin', 'session'] as const,
};

export { isSignedOutError } from '@/lib/api-error';

export function adminSessionQueryOptions() {
  return queryOptions({
    queryKey: adminSessionKeys.all,
    queryFn: ({ signal }) => getAdminSession(signal),
    staleTime: 5 * 60_000,
    retry: (failures, error) => !(error instanceof ApiError && error.isClientError) && failures < 2,
    // The gate sends a signed-out visitor to the login page; a toast would only be noise.
    meta: { errorToast: false },
  });
}

export function useAdminSession() {
  return useQuery(adminSessionQueryOptions());
}
