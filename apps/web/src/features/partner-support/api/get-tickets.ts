import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PARTNER_API } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

export const ticketRow = z.object({
  id: z.number(),
  kind: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type Ticket = z.infer<typeof ticketRow>;
const ticketsResponse = z.object({ success: z.literal(true), data: z.array(ticketRow) });

// GET /api/partner/tickets: the partner's own tickets, newest first.
export async function getTickets(signal?: AbortSignal): Promise<Ticket[]> {
  const response = await apiRequest(PARTNER_API.tickets, { schema: ticketsResponse, signal });
  return response.data;
}

export const ticketsKeys = { all: ['partner', 'tickets'] as const };

export function ticketsQueryOptions() {
  return queryOptions({ queryKey: ticketsKeys.all, queryFn: ({ signal }) => getTickets(signal) });
}

export function useTickets() {
  return useQuery(ticketsQueryOptions());
}
