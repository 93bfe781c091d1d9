import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, errorResponse, pageViewBody } from '@cl/contracts';
import { readAttribution } from '../auth/attribution.ts';
import { PAGE_VIEW_BODY_BYTES, recordPageView } from './analytics.service.ts';

// spec 7: first-party page views (the web sends them only in production).
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.analyticsPageView,
    {
      bodyLimit: PAGE_VIEW_BODY_BYTES,
      schema: {
        tags: ['analytics'],
        summary: 'Record a page view (limited per address; beyond it dropped quietly)',
        body: pageViewBody,
        response: { 204: z.null(), 400: errorResponse, 413: errorResponse },
      },
    },
    async (request, reply) => {
      await recordPageView(app.db, request.ip, request.body, readAttribution(request));
      return reply.status(204).send(null);
    },
  );
};
