import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPath, identityCheckBody, identityCheckResponse, USER_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './get-user';
import { refreshAfterWrite } from '@/lib/query-refresh';

export type IdentityCheck = z.input<typeof identityCheckBody>;

/** spec 2 welcome-back: the registered PAN and birth date; a mismatch is a 400 with its message. */
export function checkIdentity(userId: number, body: IdentityCheck) {
  return apiRequest(apiPath(USER_API.identityCheck, { userId }), {
    method: 'POST',
    body: identityCheckBody.parse(body),
    schema: identityCheckResponse,
  });
}

/** Once it passes, the record is fetched again: until then the server withholds PAN and birth date. */
export function useIdentityCheck(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'identity-check', userId],
    mutationFn: (body: IdentityCheck) => checkIdentity(userId, body),
    onSuccess: () => refreshAfterWrite(queryClient, userKeys.detail(userId)),
  });
}
