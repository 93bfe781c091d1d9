import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ONBOARDING_API, apiPath, partnerUserChangeBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { partnerUsersAnswer, usePartnerUsersSaved } from './get-partner-users';

export interface PartnerUserDisabledChange {
  partnerId: number;
  userId: number;
  disabled: boolean;
}

// Issue 15: PATCH ONBOARDING_API.partnerUser, disable (signing out at once) or enable a staff user.
export async function setPartnerUserDisabled({ partnerId, userId, disabled }: PartnerUserDisabledChange) {
  return apiRequest(apiPath(ONBOARDING_API.partnerUser, { partnerId, userId }), {
    method: 'PATCH',
    body: partnerUserChangeBody.parse({ disabled }),
    schema: partnerUsersAnswer,
  });
}

export function useSetPartnerUserDisabled() {
  const { t } = useTranslation('admin');
  const saved = usePartnerUsersSaved();
  return useMutation({
    mutationFn: setPartnerUserDisabled,
    onSuccess: (answer, { partnerId }) => {
      saved(partnerId, answer.data, t('onboarding.partner.userUpdated'));
    },
  });
}
