import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_API, adminUserResponse, adminUserUpdateBody, apiPath } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminUserKeys } from './get-admin-users';
import { refreshAfterWrite } from '@/lib/query-refresh';

export type AdminUserUpdateBody = z.input<typeof adminUserUpdateBody>;

// POST /api/admin/users/:adminId: username, role, or disabled; the server refuses self-lockout.
export async function updateAdminUser({ adminId, ...body }: AdminUserUpdateBody & { adminId: number }) {
  const answer = await apiRequest(apiPath(ADMIN_API.user, { adminId }), {
    method: 'POST',
    body: adminUserUpdateBody.parse(body),
    schema: adminUserResponse,
  });
  return answer.data;
}

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: () => refreshAfterWrite(queryClient, adminUserKeys.all),
  });
}
