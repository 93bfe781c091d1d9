import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_API, createRevenueBody, revenueItemResponse, type RevenueForm } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { revenueKeys } from './get-lender-revenue';
import { refreshAfterWrite } from '@/lib/query-refresh';

export type CreateRevenueInput = RevenueForm & { lender_id: number };

// spec 7 POST /api/lender-revenue/create: lender_id, slab fields, type, flat, percent, status.
export async function createRevenue(input: CreateRevenueInput) {
  return apiRequest(ADMIN_API.createRevenue, {
    method: 'POST',
    body: createRevenueBody.parse(input),
    schema: revenueItemResponse,
  });
}

/** spec 8: 'Revenue added successfully' / 'Failed to add revenue'. */
export function useCreateRevenue() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRevenue,
    meta: { errorToast: false },
    onSuccess: () => {
      notify('success', t('toasts.revenueAdded'));
    },
    onError: (error) => {
      console.error('Revenue create failed', error);
      notify('error', t('toasts.revenueAddFailed'));
    },
    onSettled: (_data, _error, input) => refreshAfterWrite(queryClient, revenueKeys.list(input.lender_id)),
  });
}
