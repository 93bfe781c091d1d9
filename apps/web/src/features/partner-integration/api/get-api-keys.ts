import { queryOptions, useQuery } from '@tanstack/react-query';
import { PARTNER_API, partnerApiKeysResponse, type PartnerApiKey } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET /api/partner/api-keys: the partner's keys (never the secret: the server keeps a hash only).
export async function getApiKeys(signal?: AbortSignal): Promise<PartnerApiKey[]> {
  const response = await apiRequest(PARTNER_API.apiKeys, { schema: partnerApiKeysResponse, signal });
  return response.data;
}

export const apiKeysKeys = { all: ['partner', 'api-keys'] as const };

export function apiKeysQueryOptions() {
  return queryOptions({ queryKey: apiKeysKeys.all, queryFn: ({ signal }) => getApiKeys(signal) });
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
