import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPath, consentWithdrawBody, successMessage, USER_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './get-user';
import { refreshAfterWrite } from '@/lib/query-refresh';

export type ConsentPurpose = z.infer<typeof consentWithdrawBody>['purpose'];

/** DPDP: withdrawing is as easy as giving; one call per purpose, recorded in the consent ledger. */
export function withdrawConsent(userId: number, purpose: ConsentPurpose) {
  return apiRequest(apiPath(USER_API.consentWithdraw, { userId }), {
    method: 'POST',
    body: consentWithdrawBody.parse({ purpose }),
    schema: successMessage,
  });
}

export function useWithdrawConsent(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'consent-withdraw', userId],
    mutationFn: (purpose: ConsentPurpose) => withdrawConsent(userId, purpose),
    onSuccess: () => refreshAfterWrite(queryClient, userKeys.detail(userId)),
  });
}
