import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OUTREACH_API,
  errorResponse,
  trackingLinkBody,
  trackingLinkResponse,
  trackingLinksResponse,
} from '@cl/contracts';
import { createTrackingLink, followTrackingLink, trackingLinksList } from './tracking-links.service.ts';

// /admin/tracking-links: UTM links for partners and campaigns, counted on every click.
export const trackingLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = () => app.env.PUBLIC_BASE_URL ?? `http://localhost:${String(app.env.PORT)}`;
  const config = { adminPage: 'tracking-links' as const };
  const common = { tags: ['admin: tracking links'], security: [{ bearer: [] }] };

  app.get(
    OUTREACH_API.trackingLinks,
    {
      config,
      schema: {
        ...common,
        summary: 'Tracking links with click counts',
        response: {
          200: trackingLinksResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async () => ({
      success: true as const,
      data: await trackingLinksList(app.db, base()),
    }),
  );

  app.post(
    OUTREACH_API.trackingLinks,
    {
      config,
      schema: {
        ...common,
        summary: 'Create a tracking link',
        body: trackingLinkBody,
        response: {
          200: trackingLinkResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await createTrackingLink(app.db, request, base(), request.body),
    }),
  );

  // Public: count the click and send the visitor on (followTrackingLink says where).
  app.get(
    OUTREACH_API.trackingRedirect,
    {
      schema: {
        tags: ['tracking'],
        summary: 'Follow a tracking link',
        params: z.object({ code: z.string().regex(/^[A-Za-z0-9]{4,32}$/, 'No such link') }),
        response: { 302: z.null(), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => reply.redirect(await followTrackingLink(app.db, request.params.code), 302),
  );
};
