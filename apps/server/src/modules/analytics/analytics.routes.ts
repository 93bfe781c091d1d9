import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, errorResponse, pageViewBody } from '@cl/contracts';
import { pageViews } from '../../db/schema/index.ts';

// spec 7: first-party page views (the web sends them only in production).
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.analyticsPageView,
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record a page view',
        body: pageViewBody,
        response: { 204: z.null(), 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { path, referrer, partner } = request.body;
      await app.db.insert(pageViews).values({ path, referrer, partner });
      return reply.status(204).send(null);
    },
  );
};
