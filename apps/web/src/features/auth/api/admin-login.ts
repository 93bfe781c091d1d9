import { mutationOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { AUTH_API, adminLoginBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

export type AdminLoginBody = z.input<typeof adminLoginBody>;

// Contracts have no admin login answer yet; only success matters here (the session is an
// HttpOnly cookie). Unknown fields are stripped, not trusted.
const adminLoginResponse = z.object({ success: z.literal(true) });

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
