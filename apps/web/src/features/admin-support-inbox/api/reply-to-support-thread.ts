import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SUPPORT_INBOX_API,
  supportReplyBody,
  supportReplyResponse,
  type SupportReplyBody,
} from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { supportKeys } from './get-support-threads';
import { refreshAfterWrite } from '@/lib/query-refresh';

// POST /api/admin/support/threads/:reference/replies: an answer (a Help request's goes by email).
export async function replyToSupportThread(reference: string, body: SupportReplyBody) {
  const url = SUPPORT_INBOX_API.replies.replace(':reference', encodeURIComponent(reference));
  const response = await apiRequest(url, {
    method: 'POST',
    body: supportReplyBody.parse(body),
    schema: supportReplyResponse,
  });
  return response.data;
}

export function useReplyToSupportThread(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...supportKeys.all, 'reply', reference],
    mutationFn: (body: SupportReplyBody) => replyToSupportThread(reference, body),
    onSuccess: () => refreshAfterWrite(queryClient, supportKeys.all),
  });
}
