import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiPath, ONDC_ADMIN_API, ondcParticipantBody, ondcParticipantSavedResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import type { OndcParticipantForm } from './create-ondc-participant';
import { ondcKeys } from './get-ondc-participants';
import { refreshAfterWrite } from '@/lib/query-refresh';

// Issue 17 PUT /api/admin/ondc/participants/:participantId: URI, key, role and on/off, whole.
export async function updateOndcParticipant({ id, body }: { id: number; body: OndcParticipantForm }) {
  const answer = await apiRequest(apiPath(ONDC_ADMIN_API.participant, { participantId: id }), {
    method: 'PUT',
    body: ondcParticipantBody.parse(body),
    schema: ondcParticipantSavedResponse,
  });
  return answer.data;
}

export function useUpdateOndcParticipant() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOndcParticipant,
    onSuccess: async () => {
      notify('success', t('ondc.participants.saved'));
      await refreshAfterWrite(queryClient, ondcKeys.participants());
    },
  });
}
