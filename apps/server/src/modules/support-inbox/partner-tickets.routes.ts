import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PARTNER_API,
  PARTNER_TICKET_API,
  partnerTicketResponse,
  partnerTicketsResponse,
  partnerTicketThreadResponse,
  supportReferenceParams,
  supportReplyBody,
  ticketBody,
} from '@cl/contracts';
import { partnerContext } from '../partner-portal/partner-context.ts';
import {
  listOwnTickets,
  openPartnerTicket,
  readOwnTicket,
  replyAsPartner,
} from './partner-tickets.service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404);
const params = supportReferenceParams;

// spec 2 /partner/communication and issue 15: a partner's tickets and their threads with support.
export const partnerTicketsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requirePartner);
  const common = { tags: ['partner'], security: [{ bearer: [] }] };

  app.get(
    PARTNER_API.tickets,
    {
      schema: {
        ...common,
        summary: "The partner's tickets",
        response: { 200: partnerTicketsResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = await partnerContext(app.db, request);
      return { success: true as const, data: await listOwnTickets(app.db, ctx.partnerId) };
    },
  );

  app.post(
    PARTNER_API.tickets,
    {
      schema: {
        ...common,
        summary: 'Open a tech-support or general-query ticket',
        body: ticketBody,
        response: { 200: partnerTicketResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = await partnerContext(app.db, request);
      return { success: true as const, data: await openPartnerTicket(app.db, ctx, request.body) };
    },
  );

  app.get(
    PARTNER_TICKET_API.ticket,
    {
      schema: {
        ...common,
        summary: 'One of the partner’s tickets with the replies of support',
        params,
        response: { 200: partnerTicketThreadResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = await partnerContext(app.db, request);
      const data = await readOwnTicket(app.db, ctx.partnerId, request.params.reference);
      return { success: true as const, data };
    },
  );

  app.post(
    PARTNER_TICKET_API.replies,
    {
      schema: {
        ...common,
        summary: 'Reply to support on one of the partner’s tickets (a closed ticket reopens)',
        params,
        body: supportReplyBody,
        response: { 200: partnerTicketThreadResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = await partnerContext(app.db, request);
      const data = await replyAsPartner(app.db, request, ctx, {
        reference: request.params.reference,
        message: request.body.message,
      });
      return { success: true as const, data };
    },
  );
};
