import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, apiPath, partnerByNameResponse, type PartnerBranding } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// spec 7: GET /api/get-partner-by-name/{partnerName}; an unknown name answers the default brand.
export async function getPartnerByName(partnerName: string, signal?: AbortSignal): Promise<PartnerBranding> {
  const response = await apiRequest(apiPath(API.partnerByName, { partnerName }), {
    schema: partnerByNameResponse,
    signal,
  });
  return response.data;
}

export const partnerBrandingKeys = {
  all: ['partner-branding'] as const,
  byName: (partnerName: string) => [...partnerBrandingKeys.all, partnerName] as const,
};

export function partnerBrandingQueryOptions(partnerName: string) {
  return queryOptions({
    queryKey: partnerBrandingKeys.byName(partnerName),
    queryFn: ({ signal }) => getPartnerByName(partnerName, signal),
    // A brand changes rarely; the server caches it for 5 minutes too.
    staleTime: 5 * 60_000,
  });
}

export function usePartnerBranding(partnerName: string) {
  return useQuery(partnerBrandingQueryOptions(partnerName));
}
