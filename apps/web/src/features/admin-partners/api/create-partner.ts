import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ONBOARDING_API,
  createPartnerBody,
  createPartnerResponse,
  type CreatePartnerBody,
} from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { partnerKeys } from './get-partners';
import { refreshAfterWrite } from '@/lib/query-refresh';

// Issue 15: POST ONBOARDING_API.createPartner, the partner, its hosts, terms and owner in one save.
export async function createPartner(body: CreatePartnerBody) {
  return apiRequest(ONBOARDING_API.createPartner, {
    method: 'POST',
    body: createPartnerBody.parse(body),
    schema: createPartnerResponse,
  });
}

/** A refusal shows the server's message in a toast; the form puts each field's under it. */
export function useCreatePartner() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPartner,
    onSuccess: async () => {
      notify('success', t('onboarding.partner.created'));
      await refreshAfterWrite(queryClient, partnerKeys.all);
    },
  });
}
