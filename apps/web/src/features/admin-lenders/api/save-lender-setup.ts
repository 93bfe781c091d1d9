import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ONBOARDING_API,
  apiPath,
  lenderSetupBody,
  lenderSetupResponse,
  type LenderSetupBody,
} from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { lenderQueryOptions } from './get-lender';
import { lendersQueryOptions } from './get-lenders';

export interface LenderSetupInput {
  lenderId: number;
  changes: LenderSetupBody;
}

// Issue 15: PUT ONBOARDING_API.lenderSetup, several properties at once, kept whole or not at all.
export async function saveLenderSetup({ lenderId, changes }: LenderSetupInput) {
  const answer = await apiRequest(apiPath(ONBOARDING_API.lenderSetup, { lenderId }), {
    method: 'PUT',
    body: lenderSetupBody.parse(changes),
    schema: lenderSetupResponse,
  });
  return answer.data;
}

/** A refusal shows the server's message in a toast; the form puts each field's under it. */
export function useSaveLenderSetup() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLenderSetup,
    onSuccess: (lender) => {
      queryClient.setQueryData(lenderQueryOptions(lender.lender_id).queryKey, lender);
      queryClient.setQueryData(lendersQueryOptions().queryKey, (list) =>
        list?.map((row) => (row.lender_id === lender.lender_id ? lender : row)),
      );
      notify('success', t('toasts.lenderUpdated'));
    },
  });
}
