import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { OUTREACH_API, merchantResponse, type merchantReviewBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { merchantKeys } from '../api/get-merchants';
import { refreshAfterWrite } from '@/lib/query-refresh';

export interface ReviewMerchantInput {
  merchantId: number;
  body: z.input<typeof merchantReviewBody>;
}

// POST /api/admin/merchants/:merchantId/review: approve or reject a merchant.
export async function reviewMerchant({ merchantId, body }: ReviewMerchantInput) {
  const url = OUTREACH_API.merchantReview.replace(':merchantId', encodeURIComponent(merchantId));
  return (await apiRequest(url, { method: 'POST', body, schema: merchantResponse })).data;
}

export function useReviewMerchant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewMerchant,
    onSuccess: () => refreshAfterWrite(queryClient, merchantKeys.all),
  });
}
