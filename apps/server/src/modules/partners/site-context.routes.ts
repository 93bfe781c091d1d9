import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SITE_CONTEXT_API, siteContextResponse } from '@cl/contracts';

// Issue 6: a white-label site is chosen by host name too (configured host -> partner), and the
// solar-branded host shows its own root page (spec 2). The web app gets the same answer in
// index.html (plugins/spa.ts); this route is for other clients.
export const siteContextRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SITE_CONTEXT_API,
    {
      schema: {
        tags: ['partners'],
        summary: 'Which white-label site this host is',
        response: {
          200: siteContextResponse,
        },
      },
    },
    async (request, reply) => {
      const { partnerKey, solar } = await app.resolveSite(request.headers.host);
      void reply.header('cache-control', 'public, max-age=300').header('vary', 'host');
      return { success: true as const, data: { partnerKey, solar } };
    },
  );
};
