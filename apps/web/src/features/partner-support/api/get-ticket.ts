import { queryOptions, useQuery } from '@tanstack/react-query';
import { PARTNER_TICKET_API, partnerTicketThreadResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { ticketsKeys } from './get-tickets';

// GET /api/partner/tickets/:reference: one of the partner's tickets with support's replies.
export async function getTicket(reference: string, signal?: AbortSignal) {
  const url = PARTNER_TICKET_API.ticket.replace(':reference', encodeURIComponent(reference));
  return (await apiRequest(url, { schema: partnerTicketThreadResponse, signal })).data;
}

export const ticketKey = (reference: string) => [...ticketsKeys.all, reference] as const;

export function useTicket(reference: string) {
  return useQuery(
    queryOptions({ queryKey: ticketKey(reference), queryFn: ({ signal }) => getTicket(reference, signal) }),
  );
}
