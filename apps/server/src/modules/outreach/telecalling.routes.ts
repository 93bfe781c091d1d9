import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OUTREACH_API,
  callOutcomeBody,
  callQueueResponse,
  errorResponse,
  successMessage,
  userIdParams,
} from '@cl/contracts';
import { unauthorized } from '../../lib/app-error.ts';
import { callQueue, recordCallOutcome } from './telecalling.service.ts';

// /admin/telecalling (roles 1 and 3): customers who consented to calls, with outcomes. A
// 'do_not_call' outcome records the withdrawal in the consent ledger so they leave the queue.
export const telecallingRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminPage: 'telecalling' as const };
  const common = { tags: ['admin: telecalling'], security: [{ bearer: [] }] };

  app.get(
    OUTREACH_API.callQueue,
    {
      config,
      schema: {
        ...common,
        summary: 'Call queue',
        response: {
          200: callQueueResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async () => ({ success: true as const, data: await callQueue(app.db) }),
  );

  app.post(
    OUTREACH_API.callOutcome,
    {
      config,
      schema: {
        ...common,
        summary: 'Record a call outcome',
        params: userIdParams,
        body: callOutcomeBody,
        response: {
          200: successMessage,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const admin = request.admin;
      if (!admin) throw unauthorized();
      await recordCallOutcome(app.db, admin.adminId, request.params.userId, request.body);
      return { success: true as const, message: 'Outcome saved' };
    },
  );
};
