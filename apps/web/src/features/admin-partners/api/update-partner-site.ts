import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_API,
  adminPartnerResponse,
  apiPath,
  partnerBrandingBody,
  partnerHostsBody,
  type PartnerBrandingBody,
} from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { partnerKeys } from './get-partners';

export interface PartnerSiteInput {
  partnerId: number;
  branding: PartnerBrandingBody;
  hosts: string[];
}

// Issue 6: POST ADMIN_API.partnerBranding, then PUT ADMIN_API.partnerHosts (the white-label site).
export async function updatePartnerSite({ partnerId, branding, hosts }: PartnerSiteInput) {
  await apiRequest(apiPath(ADMIN_API.partnerBranding, { partnerId }), {
    method: 'POST',
    body: partnerBrandingBody.parse(branding),
    schema: adminPartnerResponse,
  });
  return apiRequest(apiPath(ADMIN_API.partnerHosts, { partnerId }), {
    method: 'PUT',
    body: partnerHostsBody.parse({ hosts }),
    schema: adminPartnerResponse,
  });
}

/** A failed save shows the server's message (the query client's error toast, spec 8). */
export function useUpdatePartnerSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartnerSite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
