import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_API,
  CARD_API,
  createCreditCardBody,
  creditCard,
  creditCardsQuery,
  creditCardsResponse,
  deleteCreditCardBody,
  errorResponse,
  successMessage,
  updateCreditCardBody,
  creditCardUpdateResponse,
} from '@cl/contracts';
import { acceptsGzip } from '../../lib/accept-encoding.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { notFound } from '../../lib/app-error.ts';
import { cardArtSvg } from '../../db/seed/card-art.ts';
import {
  createCreditCard,
  customerCardsAnswer,
  listCreditCards,
  softDeleteCreditCard,
  updateCreditCard,
} from './credit-cards.service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404);
const admin = { tags: ['admin: credit cards'], security: [{ bearer: [] }] };

export const creditCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminPage: 'credit-cards' as const };

  // Public: the customer card pages read active cards. all=1 (inactive too) is for admins only.
  app.get(
    ADMIN_API.creditCards,
    {
      schema: {
        tags: ['credit cards'],
        summary: 'Credit card categories by sort order',
        querystring: creditCardsQuery,
        response: { 200: creditCardsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const all = request.query.all === '1';
      if (all) {
        // The editor shows every language's text as stored.
        await app.requireAdminPage(request, 'credit-cards');
        return { success: true as const, data: await listCreditCards(app.db, true) };
      }
      // Already validated and serialised (and gzipped) once per cache entry: sent as bytes.
      const answer = await customerCardsAnswer(app.db, requestLanguage(request));
      const gzip = acceptsGzip(request.headers['accept-encoding']);
      void reply
        .header('cache-control', 'public, max-age=60')
        .header('vary', 'Accept-Language, Cookie, Accept-Encoding')
        .type('application/json; charset=utf-8');
      if (gzip) void reply.header('content-encoding', 'gzip');
      // Fastify sends a Buffer as it is (no serialiser); the type provider only knows the schema.
      return reply.send((gzip ? answer.gzip : answer.json) as unknown as z.input<typeof creditCardsResponse>);
    },
  );

  // issue 13: the seeded cards' thumbnails (our own drawings, db/seed/card-art.ts).
  app.get(
    CARD_API.cardArt,
    {
      schema: {
        tags: ['credit cards'],
        summary: "A seeded card category's thumbnail (SVG)",
        params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,40}\.svg$/, 'Unknown card art') }),
        response: { 200: z.string(), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const svg = cardArtSvg(request.params.file.replace(/\.svg$/, ''));
      if (svg === null) throw notFound('No such card art');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'")
        .send(svg);
    },
  );

  app.post(
    ADMIN_API.createCreditCard,
    {
      config,
      schema: {
        ...admin,
        summary: 'Create a card category (inactive until edited)',
        body: createCreditCardBody,
        response: { 200: successMessage.extend({ data: creditCard }), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Credit card created',
      data: await createCreditCard(app.db, request, request.body.category_name),
    }),
  );

  app.post(
    ADMIN_API.deleteCreditCard,
    {
      config,
      schema: {
        ...admin,
        summary: 'Soft-delete a card category',
        body: deleteCreditCardBody,
        response: { 200: successMessage, ...errors },
      },
    },
    async (request) => {
      await softDeleteCreditCard(app.db, request, request.body.category_id);
      return { success: true as const, message: 'Credit card deleted' };
    },
  );

  app.post(
    ADMIN_API.updateCreditCard,
    {
      config,
      schema: {
        ...admin,
        summary: 'Change one property of a card category',
        body: updateCreditCardBody,
        response: {
          200: creditCardUpdateResponse,
          ...errors,
        },
      },
    },
    async (request) => {
      const { category_id: id, ...update } = request.body;
      return {
        success: true as const,
        message: 'Credit card updated',
        data: await updateCreditCard(app.db, request, id, update),
      };
    },
  );
};
