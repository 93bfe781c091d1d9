import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ADMIN_API, adminUserCreateBody, adminUserRow } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminUserKeys } from './get-admin-users';

export type AdminUserCreateBody = z.input<typeof adminUserCreateBody>;

const response = z.object({ success: z.literal(true), data: adminUserRow });

// POST /api/admin/users: add an admin (email, username, role, initial password); audited.
export async function createAdminUser(body: AdminUserCreateBody) {
  const answer = await apiRequest(ADMIN_API.users, {
    method: 'POST',
    body: adminUserCreateBody.parse(body),
    schema: response,
  });
  return answer.data;
}

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
