import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, errorResponse, healthResponse, readyResponse } from '@cl/contracts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.health,
    {
      schema: {
        tags: ['system'],
        summary: 'Process is up',
        response: { 200: healthResponse },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    API.ready,
    {
      schema: {
        tags: ['system'],
        summary: 'Database answers',
        response: { 200: readyResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      try {
        await app.dbHandle.ping();
        return { status: 'ready' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        return reply.status(503).send({ success: false, message: 'Database unavailable' });
      }
    },
  );
};
