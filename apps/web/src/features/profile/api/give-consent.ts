import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPath, consentGiveBody, successMessage, USER_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './get-user';
import { refreshAfterWrite } from '@/lib/query-refresh';

export type MarketingPurpose = z.infer<typeof consentGiveBody>['purpose'];

/** DPDP: a marketing consent given from the profile page (never pre-ticked), kept in the ledger. */
export function giveConsent(userId: number, purpose: MarketingPurpose) {
  return apiRequest(apiPath(USER_API.consentGive, { userId }), {
    method: 'POST',
    body: consentGiveBody.parse({ purpose }),
    schema: successMessage,
  });
}

export function useGiveConsent(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'consent-give', userId],
    mutationFn: (purpose: MarketingPurpose) => giveConsent(userId, purpose),
    onSuccess: () => refreshAfterWrite(queryClient, userKeys.detail(userId)),
  });
}
