import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SUPPORT_INBOX_API,
  supportThreadResponse,
  supportThreadUpdateBody,
  type SupportThreadUpdateBody,
} from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { supportKeys } from './get-support-threads';
import { refreshAfterWrite } from '@/lib/query-refresh';

// POST /api/admin/support/threads/:reference: a new status and/or assignee.
export async function updateSupportThread(reference: string, body: SupportThreadUpdateBody) {
  const url = SUPPORT_INBOX_API.thread.replace(':reference', encodeURIComponent(reference));
  const response = await apiRequest(url, {
    method: 'POST',
    body: supportThreadUpdateBody.parse(body),
    schema: supportThreadResponse,
  });
  return response.data;
}

export function useUpdateSupportThread(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...supportKeys.all, 'update', reference],
    mutationFn: (body: SupportThreadUpdateBody) => updateSupportThread(reference, body),
    onSuccess: () => refreshAfterWrite(queryClient, supportKeys.all),
  });
}
