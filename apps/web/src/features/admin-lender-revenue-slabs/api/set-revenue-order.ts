import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_API, revenueOrderBody, successMessage, type RevenueEntry } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { lenderRevenueQueryOptions } from './get-lender-revenue';
import { refreshAfterWrite } from '@/lib/query-refresh';

export interface RevenueOrderInput {
  lenderId: number;
  /** The entries in their new order (shown at once; the old order comes back on failure). */
  entries: RevenueEntry[];
}

// spec 7 POST /api/lender-revenue/set-order {lender_id, lender_revenue_ids}.
export async function setRevenueOrder({ lenderId, entries }: RevenueOrderInput) {
  return apiRequest(ADMIN_API.revenueOrder, {
    method: 'POST',
    body: revenueOrderBody.parse({
      lender_id: lenderId,
      lender_revenue_ids: entries.map((entry) => entry.id),
    }),
    schema: successMessage,
  });
}

/** spec 4: the new order is shown and saved; on failure the list reloads. spec 8 toasts. */
export function useSetRevenueOrder() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRevenueOrder,
    meta: { errorToast: false },
    onMutate: async ({ lenderId, entries }) => {
      const { queryKey } = lenderRevenueQueryOptions(lenderId);
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, entries);
    },
    onSuccess: () => {
      notify('success', t('toasts.revenueOrderUpdated'));
    },
    onError: (error, { lenderId }) => {
      console.error('Revenue order failed', error);
      notify('error', t('toasts.revenueOrderFailed'));
      void refreshAfterWrite(queryClient, lenderRevenueQueryOptions(lenderId).queryKey);
    },
  });
}
