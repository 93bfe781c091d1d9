import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PARTNER_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

export const apiKeyRow = z.object({
  id: z.number(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revoked: z.boolean(),
});
export type ApiKeyRow = z.infer<typeof apiKeyRow>;
const apiKeysResponse = z.object({ success: z.literal(true), data: z.array(apiKeyRow) });

// GET /api/partner/api-keys: the partner's keys (never the secret: the server keeps a hash only).
export async function getApiKeys(signal?: AbortSignal): Promise<ApiKeyRow[]> {
  const response = await apiRequest(PARTNER_API.apiKeys, { schema: apiKeysResponse, signal });
  return response.data;
}

export const apiKeysKeys = { all: ['partner', 'api-keys'] as const };

export function apiKeysQueryOptions() {
  return queryOptions({ queryKey: apiKeysKeys.all, queryFn: ({ signal }) => getApiKeys(signal) });
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
