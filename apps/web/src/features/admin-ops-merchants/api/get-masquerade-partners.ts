import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API, adminPartnersResponse, type AdminPartnerRow } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET /api/admin/partners: the partners the masquerade picker offers.

export async function getMasqueradePartners(signal?: AbortSignal): Promise<AdminPartnerRow[]> {
  return (await apiRequest(ADMIN_API.partners, { schema: adminPartnersResponse, signal })).data;
}

export function useMasqueradePartners() {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'partners', 'masquerade'] as const,
      queryFn: ({ signal }) => getMasqueradePartners(signal),
    }),
  );
}
