import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_API, lenderSavedResponse, updateLenderBody, type LenderPropertyUpdate } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { lenderQueryOptions } from './get-lender';
import { lenderKeys, lendersQueryOptions } from './get-lenders';
import { refreshAfterWrite } from '@/lib/query-refresh';

export type LenderUpdate = LenderPropertyUpdate & { lender_id: number };

// spec 7 POST /api/update-lender-data {lender_id, property, value}: one known property at a time.
export async function updateLender(update: LenderUpdate) {
  const answer = await apiRequest(ADMIN_API.updateLender, {
    method: 'POST',
    body: updateLenderBody.parse(update),
    schema: lenderSavedResponse,
  });
  return answer.data;
}

/**
 * spec 4/8: a field saves at once; 'Lender updated successfully!' on success. On failure the
 * lender is reloaded and the toast shows the server's message ('Update failed' when there is none).
 */
export function useUpdateLender() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLender,
    meta: { errorToast: false },
    onSuccess: (lender) => {
      queryClient.setQueryData(lenderQueryOptions(lender.lender_id).queryKey, lender);
      queryClient.setQueryData(lendersQueryOptions().queryKey, (list) =>
        list?.map((row) => (row.lender_id === lender.lender_id ? lender : row)),
      );
      notify('success', t('toasts.lenderUpdated'));
    },
    onError: (error, update) => {
      notify('error', error.message.trim() || t('toasts.updateFailed'));
      void refreshAfterWrite(queryClient, lenderKeys.detail(update.lender_id));
      void refreshAfterWrite(queryClient, lenderKeys.list());
    },
  });
}
