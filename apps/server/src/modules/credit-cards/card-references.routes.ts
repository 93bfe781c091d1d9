import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CARD_API,
  applyReferenceParams,
  cardApplyReferenceResponse,
  cardReferenceParams,
} from '@cl/contracts';
import { sessionSubjectId } from '../../plugins/auth.ts';
import { issueCardReference, ownCardReference } from './card-references.service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

// issue 13, docs/decisions/013: the card Apply link's reference, issued per click.
export const cardReferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['credit cards'], security: [{ bearer: [] }] };
  const errors = errorResponses(400, 401, 403, 404);

  app.post(
    CARD_API.applyReference,
    {
      onRequest: app.requireCustomer,
      schema: {
        ...common,
        summary: "A fresh apply reference for a card, recorded for the customer; the card's link carries it",
        params: applyReferenceParams,
        response: { 200: cardApplyReferenceResponse, ...errors },
      },
    },
    async (request) => {
      return {
        success: true as const,
        data: await issueCardReference(app.db, sessionSubjectId(request), request.params.categoryId),
      };
    },
  );

  app.get(
    CARD_API.reference,
    {
      onRequest: app.requireCustomer,
      schema: {
        ...common,
        summary: "One of the customer's own apply references",
        params: cardReferenceParams,
        response: { 200: cardApplyReferenceResponse, ...errors },
      },
    },
    async (request) => {
      return {
        success: true as const,
        data: await ownCardReference(app.db, sessionSubjectId(request), request.params.reference),
      };
    },
  );
};
