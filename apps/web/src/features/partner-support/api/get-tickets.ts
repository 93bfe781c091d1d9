import { queryOptions, useQuery } from '@tanstack/react-query';
import { PARTNER_API, partnerTicketsResponse, type PartnerTicket } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// GET /api/partner/tickets: the partner's own tickets, newest first.
export async function getTickets(signal?: AbortSignal): Promise<PartnerTicket[]> {
  const response = await apiRequest(PARTNER_API.tickets, { schema: partnerTicketsResponse, signal });
  return response.data;
}

export const ticketsKeys = { all: ['partner', 'tickets'] as const };

export function ticketsQueryOptions() {
  return queryOptions({ queryKey: ticketsKeys.all, queryFn: ({ signal }) => getTickets(signal) });
}

export function useTickets() {
  return useQuery(ticketsQueryOptions());
}
