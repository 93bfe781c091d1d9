import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PARTNER_TICKET_API,
  partnerTicketThreadResponse,
  supportReplyBody,
  type SupportReplyBody,
} from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { ticketsKeys } from './get-tickets';
import { refreshAfterWrite } from '@/lib/query-refresh';

// POST /api/partner/tickets/:reference/replies: the partner answers support (a closed ticket reopens).
export async function replyToTicket(reference: string, body: SupportReplyBody) {
  const url = PARTNER_TICKET_API.replies.replace(':reference', encodeURIComponent(reference));
  const response = await apiRequest(url, {
    method: 'POST',
    body: supportReplyBody.parse(body),
    schema: partnerTicketThreadResponse,
  });
  return response.data;
}

export function useReplyToTicket(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...ticketsKeys.all, 'reply', reference],
    mutationFn: (body: SupportReplyBody) => replyToTicket(reference, body),
    onSuccess: () => refreshAfterWrite(queryClient, ticketsKeys.all),
  });
}
