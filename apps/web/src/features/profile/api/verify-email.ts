import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, emailVerifyBody, successMessage, USER_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './get-user';
import { refreshAfterWrite } from '@/lib/query-refresh';

export function verifyEmail(userId: number, otp: string) {
  return apiRequest(apiPath(USER_API.emailVerify, { userId }), {
    method: 'POST',
    body: emailVerifyBody.parse({ otp }),
    schema: successMessage,
  });
}

export function useVerifyEmail(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'email-verify', userId],
    mutationFn: (otp: string) => verifyEmail(userId, otp),
    onSuccess: () => refreshAfterWrite(queryClient, userKeys.detail(userId)),
  });
}
