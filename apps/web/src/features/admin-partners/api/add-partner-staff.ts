import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_API, apiPath, partnerUserInput, type PartnerUserInput } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { partnerUsersAnswer, usePartnerUsersSaved } from './get-partner-users';

// Issue 15: POST ONBOARDING_API.partnerUsers, add a staff user.
export async function addPartnerStaff({ partnerId, user }: { partnerId: number; user: PartnerUserInput }) {
  return apiRequest(apiPath(ONBOARDING_API.partnerUsers, { partnerId }), {
    method: 'POST',
    body: partnerUserInput.parse(user),
    schema: partnerUsersAnswer,
  });
}

export function useAddPartnerStaff() {
  const { t } = useTranslation('admin');
  const saved = usePartnerUsersSaved();
  return useMutation({
    mutationFn: addPartnerStaff,
    onSuccess: (answer, { partnerId }) => {
      saved(partnerId, answer.data, t('onboarding.partner.userAdded'));
    },
  });
}
