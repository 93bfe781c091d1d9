import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, errorResponse, helpRequestBody, helpRequestResponse } from '@cl/contracts';
import { submitHelpRequest } from './help.service.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { tooManyRequests } from '../../lib/app-error.ts';

export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.helpRequest,
    {
      schema: {
        tags: ['support'],
        summary: 'Help dialog request (spec 2), stored and forwarded',
        body: helpRequestBody,
        response: { 200: helpRequestResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const limit = await hitRateLimit(
        app.db,
        { bucket: 'help_ip', limit: 10, windowSeconds: 3600 },
        request.ip,
      );
      if (!limit.allowed)
        throw tooManyRequests('Too many requests from this connection. Please try again later');
      const { reference } = await submitHelpRequest(
        app.db,
        request.body,
        { url: app.env.HELP_FORWARD_URL, orgId: app.env.HELP_ORG_ID, timeoutMs: 5_000 },
        request.log,
      );
      return { success: true as const, reference };
    },
  );
};
