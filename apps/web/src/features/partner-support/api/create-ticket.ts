import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { PARTNER_API, partnerTicketResponse, ticketBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { ticketsKeys } from './get-tickets';
import { refreshAfterWrite } from '@/lib/query-refresh';

export type TicketBody = z.infer<typeof ticketBody>;

// POST /api/partner/tickets: a tech-support or general-query ticket the admin console lists.
export async function createTicket(body: TicketBody) {
  const response = await apiRequest(PARTNER_API.tickets, {
    method: 'POST',
    body: ticketBody.parse(body),
    schema: partnerTicketResponse,
  });
  return response.data;
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['partner', 'tickets', 'create'],
    mutationFn: createTicket,
    onSuccess: () => refreshAfterWrite(queryClient, ticketsKeys.all),
  });
}
