import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_API, apiPath, partnerRevenueBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminPartnerResponse, partnerKeys } from './get-partners';

export type PartnerRevenueInput = z.input<typeof partnerRevenueBody> & { partnerId: number };

// spec 7 POST /api/update-partner-revenue-data/{partnerId}: the edited value is sent and replaced,
// the other is left out so the server keeps it.
export async function updatePartnerRevenue({ partnerId, ...body }: PartnerRevenueInput) {
  return apiRequest(apiPath(ADMIN_API.partnerRevenue, { partnerId }), {
    method: 'POST',
    body: partnerRevenueBody.parse(body),
    schema: adminPartnerResponse,
  });
}

export function useUpdatePartnerRevenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartnerRevenue,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
