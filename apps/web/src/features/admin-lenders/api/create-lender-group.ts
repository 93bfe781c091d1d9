import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ADMIN_API, lenderGroupCreateBody, lenderGroupCreateResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { lenderGroupKeys } from './get-lender-groups';
import { refreshAfterWrite } from '@/lib/query-refresh';

export type LenderGroupCreateBody = z.input<typeof lenderGroupCreateBody>;

// spec 7 POST /api/lender-group/create {name} -> lenderGroup.id; spec 5: name required.
export async function createLenderGroup(body: LenderGroupCreateBody) {
  const answer = await apiRequest(ADMIN_API.createLenderGroup, {
    method: 'POST',
    body: lenderGroupCreateBody.parse(body),
    schema: lenderGroupCreateResponse,
  });
  return answer.lenderGroup;
}

export function useCreateLenderGroup() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLenderGroup,
    onSuccess: async () => {
      notify('success', t('toasts.lenderGroupCreated'));
      await refreshAfterWrite(queryClient, lenderGroupKeys.all);
    },
  });
}
