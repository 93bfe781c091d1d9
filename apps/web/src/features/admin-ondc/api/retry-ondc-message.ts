import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiPath, ONDC_ADMIN_API, ondcMessageRetriedResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { refreshAfterWrite } from '@/lib/query-refresh';
import { ondcKeys } from './get-ondc-participants';

// Issue 17 POST /api/admin/ondc/messages/:messageId/retry: a callback marked failed (its handler
// spent its attempts) handed back to the dispatcher once its cause is fixed.
export async function retryOndcMessage(messageId: number) {
  const answer = await apiRequest(apiPath(ONDC_ADMIN_API.messageRetry, { messageId }), {
    method: 'POST',
    schema: ondcMessageRetriedResponse,
  });
  return answer.data;
}

export function useRetryOndcMessage() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryOndcMessage,
    onSuccess: async () => {
      notify('success', t('ondc.failures.retried'));
      // The failures list and the transaction's own page both show it.
      await refreshAfterWrite(queryClient, ondcKeys.all);
    },
  });
}
