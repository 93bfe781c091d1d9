import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ONDC_ADMIN_API, ondcParticipantBody, ondcParticipantSavedResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { ondcKeys } from './get-ondc-participants';
import { refreshAfterWrite } from '@/lib/query-refresh';

export type OndcParticipantForm = z.input<typeof ondcParticipantBody>;

// Issue 17 POST /api/admin/ondc/participants: a new participant (refused if its subscriber is taken).
export async function createOndcParticipant(body: OndcParticipantForm) {
  const answer = await apiRequest(ONDC_ADMIN_API.participants, {
    method: 'POST',
    body: ondcParticipantBody.parse(body),
    schema: ondcParticipantSavedResponse,
  });
  return answer.data;
}

export function useCreateOndcParticipant() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOndcParticipant,
    onSuccess: async () => {
      notify('success', t('ondc.participants.added'));
      await refreshAfterWrite(queryClient, ondcKeys.participants());
    },
  });
}
