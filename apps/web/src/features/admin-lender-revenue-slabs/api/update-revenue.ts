import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_API, revenueItemResponse, updateRevenueBody, type RevenueForm } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { revenueKeys } from './get-lender-revenue';
import { refreshAfterWrite } from '@/lib/query-refresh';

export type UpdateRevenueInput = RevenueForm & { lender_id: number; id: number };

// spec 7 POST /api/lender-revenue/update: the create body plus id.
export async function updateRevenue(input: UpdateRevenueInput) {
  return apiRequest(ADMIN_API.updateRevenue, {
    method: 'POST',
    body: updateRevenueBody.parse(input),
    schema: revenueItemResponse,
  });
}

/** spec 8: 'Revenue updated successfully' / 'Failed to update revenue' (edit and active/inactive). */
export function useUpdateRevenue() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRevenue,
    meta: { errorToast: false },
    onSuccess: () => {
      notify('success', t('toasts.revenueUpdated'));
    },
    onError: (error) => {
      console.error('Revenue update failed', error);
      notify('error', t('toasts.revenueUpdateFailed'));
    },
    onSettled: (_data, _error, input) => refreshAfterWrite(queryClient, revenueKeys.list(input.lender_id)),
  });
}
