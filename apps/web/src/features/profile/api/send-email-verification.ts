import { useMutation } from '@tanstack/react-query';
import { apiPath, emailVerificationSentResponse, USER_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// issue 12: a saved email opens nothing until a code sent to it comes back.
export function sendEmailVerification(userId: number) {
  return apiRequest(apiPath(USER_API.emailVerificationSend, { userId }), {
    method: 'POST',
    body: {},
    schema: emailVerificationSentResponse,
  });
}

export function useSendEmailVerification(userId: number) {
  return useMutation({
    mutationKey: ['profile', 'email-verification-send', userId],
    mutationFn: () => sendEmailVerification(userId),
  });
}
