import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_API, adminUsersResponse, type adminUserRow } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

export type AdminUser = z.infer<typeof adminUserRow>;

// GET /api/admin/users: every admin user, disabled ones too (/admin/user-management).
export async function getAdminUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  const response = await apiRequest(ADMIN_API.users, { schema: adminUsersResponse, signal });
  return response.data;
}

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: () => [...adminUserKeys.all, 'list'] as const,
};

export function adminUsersQueryOptions() {
  return queryOptions({
    queryKey: adminUserKeys.list(),
    queryFn: ({ signal }) => getAdminUsers(signal),
    // spec 8: failed list loads are only logged; the page shows the failure in place.
    meta: { errorToast: false },
  });
}

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
