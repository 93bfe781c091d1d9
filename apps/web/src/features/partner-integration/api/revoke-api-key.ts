import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PARTNER_API, apiPath, partnerApiKeyRevokeResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { apiKeysKeys } from './get-api-keys';
import { refreshAfterWrite } from '@/lib/query-refresh';

// POST /api/partner/api-keys/:keyId revokes the key: lead pushes with it are refused from then on.
export async function revokeApiKey(keyId: number) {
  const response = await apiRequest(apiPath(PARTNER_API.apiKey, { keyId }), {
    method: 'POST',
    schema: partnerApiKeyRevokeResponse,
  });
  return response.data;
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['partner', 'api-keys', 'revoke'],
    mutationFn: revokeApiKey,
    onSuccess: () => refreshAfterWrite(queryClient, apiKeysKeys.all),
  });
}
