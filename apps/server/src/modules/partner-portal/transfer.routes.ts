import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRANSFER_API, errorResponse, transferLinkResponse } from '@cl/contracts';
import { transferLink } from './transfer.service.ts';

// spec 2 /transfer/:prospectId: a partner-created lead brings its customer into the journey. The
// answer carries no personal data: the lead is tied to the customer only when they sign in with
// the same mobile number (auth verify reads the prospectAppId cookie).
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    TRANSFER_API,
    {
      schema: {
        tags: ['partners'],
        summary: 'What a partner lead link is for (no personal data)',
        params: z.object({ prospectId: z.uuid('No such link') }),
        response: {
          200: transferLinkResponse,
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await transferLink(app.db, request.params.prospectId),
    }),
  );
};
