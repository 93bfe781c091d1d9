import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ADMIN_API, createLenderBody, lenderSavedResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { lenderKeys } from './get-lenders';
import { refreshAfterWrite } from '@/lib/query-refresh';

export type CreateLenderBody = z.input<typeof createLenderBody>;
// spec 7 POST /api/create-lender {name}: a new lender, off until its criteria are filled.
export async function createLender(body: CreateLenderBody) {
  const answer = await apiRequest(ADMIN_API.createLender, {
    method: 'POST',
    body: createLenderBody.parse(body),
    schema: lenderSavedResponse,
  });
  return answer.data;
}

export function useCreateLender() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLender,
    onSuccess: async () => {
      notify('success', t('toasts.lenderCreated'));
      await refreshAfterWrite(queryClient, lenderKeys.list());
    },
  });
}
