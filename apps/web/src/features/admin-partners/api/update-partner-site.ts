import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ONBOARDING_API,
  adminPartnerResponse,
  apiPath,
  partnerSiteBody,
  type PartnerSiteBody,
} from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { partnerKeys } from './get-partners';
import { refreshAfterWrite } from '@/lib/query-refresh';

export interface PartnerSiteInput {
  partnerId: number;
  site: PartnerSiteBody;
}

// Issue 15: PUT ONBOARDING_API.partnerSite, brand and hosts in one save: all kept or none.
export async function updatePartnerSite({ partnerId, site }: PartnerSiteInput) {
  return apiRequest(apiPath(ONBOARDING_API.partnerSite, { partnerId }), {
    method: 'PUT',
    body: partnerSiteBody.parse(site),
    schema: adminPartnerResponse,
  });
}

/** A failed save shows the server's message (the query client's error toast, spec 8). */
export function useUpdatePartnerSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartnerSite,
    onSettled: () => refreshAfterWrite(queryClient, partnerKeys.all),
  });
}
