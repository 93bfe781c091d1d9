import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { AUTH_API, adminLoginBody, adminLoginResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

export type AdminLoginBody = z.input<typeof adminLoginBody>;

export function adminLogin(body: AdminLoginBody) {
  return apiRequest(AUTH_API.adminLogin, {
    method: 'POST',
    body: adminLoginBody.parse(body),
    schema: adminLoginResponse,
  });
}

export const adminLoginMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'admin', 'login'], mutationFn: adminLogin });

export function useAdminLogin() {
  return useMutation(adminLoginMutationOptions());
}
