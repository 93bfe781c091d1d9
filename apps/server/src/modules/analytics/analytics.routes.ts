import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, errorResponse, pageViewBody } from '@cl/contracts';
import { pageViews } from '../../db/schema/index.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';

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
      // A page view per second per address is far above a person's pace; beyond it, drop quietly.
      const limit = await hitRateLimit(
        app.db,
        { bucket: 'page_view_ip', limit: 120, windowSeconds: 120 },
        request.ip,
      );
      if (!limit.allowed) return reply.status(204).send(null);
      const { path, referrer, partner } = request.body;
      await app.db.insert(pageViews).values({ path, referrer, partner });
      return reply.status(204).send(null);
    },
  );
};
