import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_API, deleteLenderBody, successMessage } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { lenderKeys } from './get-lenders';
import { refreshAfterWrite } from '@/lib/query-refresh';

// spec 7 POST /api/safe-delete-lender {lender_id}: a soft delete (applications keep their lender).
export async function deleteLender(lenderId: number) {
  return apiRequest(ADMIN_API.deleteLender, {
    method: 'POST',
    body: deleteLenderBody.parse({ lender_id: lenderId }),
    schema: successMessage,
  });
}

export function useDeleteLender() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLender,
    onSuccess: async (_answer, lenderId) => {
      notify('success', t('toasts.lenderDeleted'));
      queryClient.removeQueries({ queryKey: lenderKeys.detail(lenderId) });
      await refreshAfterWrite(queryClient, lenderKeys.list());
    },
  });
}
