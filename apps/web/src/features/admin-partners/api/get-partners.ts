import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API, adminPartnersResponse, type AdminPartnerRow } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

export { adminPartnerResponse } from '@cl/contracts';
export type AdminPartner = AdminPartnerRow;

// GET /api/admin/partners: the partner records (spec 3 Partner: id, revenue_percent, revenue_flat_fee, utm_id).
export async function getPartners(signal?: AbortSignal): Promise<AdminPartner[]> {
  const answer = await apiRequest(ADMIN_API.partners, { schema: adminPartnersResponse, signal });
  return answer.data;
}

export const partnerKeys = {
  all: ['admin', 'partners'] as const,
  list: () => [...partnerKeys.all, 'list'] as const,
};

export function partnersQueryOptions() {
  return queryOptions({
    queryKey: partnerKeys.list(),
    queryFn: ({ signal }) => getPartners(signal),
    meta: { errorToast: false },
  });
}

export function usePartners() {
  return useQuery(partnersQueryOptions());
}
