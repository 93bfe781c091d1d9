import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API, adminPartnersResponse, type AdminPartnerRow } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET /api/admin/partners: the partners the link form's picker offers.

export async function getLinkPartners(signal?: AbortSignal): Promise<AdminPartnerRow[]> {
  return (await apiRequest(ADMIN_API.partners, { schema: adminPartnersResponse, signal })).data;
}

export function useLinkPartners() {
  return useQuery(
    queryOptions({
      // Under the partners key, so a partner change elsewhere refreshes this list too.
      queryKey: ['admin', 'partners', 'tracking-links'] as const,
      queryFn: ({ signal }) => getLinkPartners(signal),
    }),
  );
}
