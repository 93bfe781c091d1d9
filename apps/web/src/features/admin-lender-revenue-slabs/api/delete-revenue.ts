import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_API, apiPath, successMessage } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { revenueKeys } from './get-lender-revenue';
import { refreshAfterWrite } from '@/lib/query-refresh';

export interface DeleteRevenueInput {
  id: number;
  lenderId: number;
}

// spec 7 POST /api/lender-revenue/delete/{id} (no body).
export async function deleteRevenue({ id }: DeleteRevenueInput) {
  return apiRequest(apiPath(ADMIN_API.deleteRevenue, { id }), { method: 'POST', schema: successMessage });
}

/** spec 8: 'Revenue entry deleted successfully' / 'Failed to delete revenue entry'. */
export function useDeleteRevenue() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRevenue,
    meta: { errorToast: false },
    onSuccess: () => {
      notify('success', t('toasts.revenueDeleted'));
    },
    onError: (error) => {
      console.error('Revenue delete failed', error);
      notify('error', t('toasts.revenueDeleteFailed'));
    },
    onSettled: (_data, _error, { lenderId }) => refreshAfterWrite(queryClient, revenueKeys.list(lenderId)),
  });
}
