import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  INSURANCE_API,
  apiPath,
  siteInsurancePartnerBody,
  siteInsurancePartnerResponse,
  type SiteInsurancePartnerBody,
} from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { partnerKeys } from './get-partners';
import { refreshAfterWrite } from '@/lib/query-refresh';

export type PartnerInsuranceInput = SiteInsurancePartnerBody & { partnerId: number };

// Issue 13: PUT INSURANCE_API.sitePartner sets the site's insurance partner in one change (three
// empty fields clear it, and the site uses the default partner).
export async function updatePartnerInsurance({ partnerId, ...body }: PartnerInsuranceInput) {
  return apiRequest(apiPath(INSURANCE_API.sitePartner, { partnerId }), {
    method: 'PUT',
    body: siteInsurancePartnerBody.parse(body),
    schema: siteInsurancePartnerResponse,
  });
}

/** A refused save shows the server's message (toast) and its field errors (the form). */
export function useUpdatePartnerInsurance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartnerInsurance,
    onSettled: () => refreshAfterWrite(queryClient, partnerKeys.all),
  });
}
