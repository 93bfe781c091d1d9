import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_API, apiPath, partnerUserInput, type PartnerUserInput } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { partnerUsersAnswer, usePartnerUsersSaved } from './get-partner-users';

// Issue 15: PUT ONBOARDING_API.partnerOwner, replace the owner (the old one is disabled and signed out).
export async function replacePartnerOwner({
  partnerId,
  user,
}: {
  partnerId: number;
  user: PartnerUserInput;
}) {
  return apiRequest(apiPath(ONBOARDING_API.partnerOwner, { partnerId }), {
    method: 'PUT',
    body: partnerUserInput.parse(user),
    schema: partnerUsersAnswer,
  });
}

export function useReplacePartnerOwner() {
  const { t } = useTranslation('admin');
  const saved = usePartnerUsersSaved();
  return useMutation({
    mutationFn: replacePartnerOwner,
    onSuccess: (answer, { partnerId }) => {
      saved(partnerId, answer.data, t('onboarding.partner.ownerReplaced'));
    },
  });
}
