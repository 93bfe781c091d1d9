import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ONBOARDING_API,
  adminPartnerUsersChangedResponse,
  adminPartnerUsersResponse,
  apiPath,
  type AdminPartnerUser,
} from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { partnerKeys } from './get-partners';

// Issue 15: GET ONBOARDING_API.partnerUsers, the people who sign in to a partner's portal.
export async function getPartnerUsers(partnerId: number, signal?: AbortSignal): Promise<AdminPartnerUser[]> {
  const answer = await apiRequest(apiPath(ONBOARDING_API.partnerUsers, { partnerId }), {
    schema: adminPartnerUsersResponse,
    signal,
  });
  return answer.data;
}

export const partnerUserKeys = {
  of: (partnerId: number) => [...partnerKeys.all, 'users', partnerId] as const,
};

export function partnerUsersQueryOptions(partnerId: number) {
  return queryOptions({
    queryKey: partnerUserKeys.of(partnerId),
    queryFn: ({ signal }) => getPartnerUsers(partnerId, signal),
    meta: { errorToast: false },
  });
}

export function usePartnerUsers(partnerId: number) {
  return useQuery(partnerUsersQueryOptions(partnerId));
}

/** What a change to a partner's users answers: the users as they now are. */
export const partnerUsersAnswer = adminPartnerUsersChangedResponse;

/** After a change: the list it answered replaces the cached one, and the change is confirmed. */
export function usePartnerUsersSaved() {
  const queryClient = useQueryClient();
  return (partnerId: number, users: AdminPartnerUser[], success: string) => {
    queryClient.setQueryData(partnerUserKeys.of(partnerId), users);
    notify('success', success);
  };
}
