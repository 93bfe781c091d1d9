import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPath, identityCheckBody, USER_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

export type IdentityCheck = z.input<typeof identityCheckBody>;

const identityResponse = z.object({ success: z.literal(true), matched: z.literal(true) });

/** spec 2 welcome-back: the registered PAN and birth date; a mismatch is a 400 with its message. */
export function checkIdentity(userId: number, body: IdentityCheck) {
  return apiRequest(apiPath(USER_API.identityCheck, { userId }), {
    method: 'POST',
    body: identityCheckBody.parse(body),
    schema: identityResponse,
  });
}

export function useIdentityCheck(userId: number) {
  return useMutation({
    mutationKey: ['profile', 'identity-check', userId],
    mutationFn: (body: IdentityCheck) => checkIdentity(userId, body),
  });
}
