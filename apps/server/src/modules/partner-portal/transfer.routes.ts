import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRANSFER_API, errorResponse, transferLinkResponse } from '@cl/contracts';
import { leads, partners } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';

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
    async (request) => {
      const [row] = await app.db
        .select({ partnerKey: partners.key, product: leads.product, amount: leads.amount })
        .from(leads)
        .innerJoin(partners, eq(partners.id, leads.partnerId))
        .where(eq(leads.publicId, request.params.prospectId))
        .limit(1);
      if (!row) throw notFound('This link is not valid');
      return { success: true as const, data: row };
    },
  );
};
