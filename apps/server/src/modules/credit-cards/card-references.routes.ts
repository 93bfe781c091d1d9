import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CARD_API,
  applyReferenceParams,
  cardApplyReferenceResponse,
  cardReferenceParams,
  errorResponse,
} from '@cl/contracts';
import { sessionSubjectId } from '../../plugins/auth.ts';
import { issueCardReference, ownCardReference } from './card-references.service.ts';

// issue 13, docs/decisions/013: the card Apply link's reference, issued per click.
export const cardReferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['credit cards'], security: [{ bearer: [] }] };
  const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

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
