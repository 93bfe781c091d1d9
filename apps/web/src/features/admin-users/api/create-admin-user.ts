import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_API, adminUserCreateBody, adminUserResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminUserKeys } from './get-admin-users';
import { refreshAfterWrite } from '@/lib/query-refresh';

export type AdminUserCreateBody = z.input<typeof adminUserCreateBody>;

// POST /api/admin/users: add an admin (email, username, role, initial password); audited.
export async function createAdminUser(body: AdminUserCreateBody) {
  const answer = await apiRequest(ADMIN_API.users, {
    method: 'POST',
    body: adminUserCreateBody.parse(body),
    schema: adminUserResponse,
  });
  return answer.data;
}

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    onSuccess: () => refreshAfterWrite(queryClient, adminUserKeys.all),
  });
}
