import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PARTNER_API, apiKeyCreateBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiKeyRow, apiKeysKeys } from './get-api-keys';

export type ApiKeyCreateBody = z.infer<typeof apiKeyCreateBody>;
/** `key` is the secret, in this answer only: the page shows it once. */
const createApiKeyResponse = z.object({ success: z.literal(true), data: apiKeyRow, key: z.string() });

// POST /api/partner/api-keys
export async function createApiKey(body: ApiKeyCreateBody) {
  const response = await apiRequest(PARTNER_API.apiKeys, {
    method: 'POST',
    body: apiKeyCreateBody.parse(body),
    schema: createApiKeyResponse,
  });
  return { row: response.data, key: response.key };
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['partner', 'api-keys', 'create'],
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.all }),
  });
}
