import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { PARTNER_API, apiKeyCreateBody, partnerApiKeyCreateResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiKeysKeys } from './get-api-keys';
import { refreshAfterWrite } from '@/lib/query-refresh';

export type ApiKeyCreateBody = z.infer<typeof apiKeyCreateBody>;

// POST /api/partner/api-keys: the answer's `key` is the secret, shown once.
export async function createApiKey(body: ApiKeyCreateBody) {
  const response = await apiRequest(PARTNER_API.apiKeys, {
    method: 'POST',
    body: apiKeyCreateBody.parse(body),
    schema: partnerApiKeyCreateResponse,
  });
  return { row: response.data, key: response.key };
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['partner', 'api-keys', 'create'],
    mutationFn: createApiKey,
    onSuccess: () => refreshAfterWrite(queryClient, apiKeysKeys.all),
  });
}
