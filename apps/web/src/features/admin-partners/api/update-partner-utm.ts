import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, apiPath, partnerUtmBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminPartnerResponse, partnerKeys } from './get-partners';
import { refreshAfterWrite } from '@/lib/query-refresh';

export interface PartnerUtmInput {
  partnerId: number;
  utm_id: string;
}

// spec 7 POST /api/update-partner-utm/{partnerId} {utm_id}; spec 5: letters, digits, _ and - only.
export async function updatePartnerUtm({ partnerId, utm_id }: PartnerUtmInput) {
  const answer = await apiRequest(apiPath(ADMIN_API.partnerUtm, { partnerId }), {
    method: 'POST',
    body: partnerUtmBody.parse({ utm_id }),
    schema: adminPartnerResponse,
  });
  return answer;
}

/** A failed save shows the server's message (the query client's error toast, spec 8). */
export function useUpdatePartnerUtm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartnerUtm,
    onSettled: () => refreshAfterWrite(queryClient, partnerKeys.all),
  });
}
