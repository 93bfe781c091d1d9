import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ERASURE_API,
  erasureBody,
  erasuresResponse,
  errorResponse,
  successMessage,
  userIdParams,
} from '@cl/contracts';
import { unauthorized } from '../../lib/app-error.ts';
import { eraseCustomer, listErasures } from './erasure.service.ts';

export const erasureRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminPage: 'customer-info-deletion' as const };
  const common = { tags: ['admin: customer info deletion'], security: [{ bearer: [] }] };

  app.post(
    ERASURE_API.erase,
    {
      config,
      schema: {
        ...common,
        summary: "Erase a customer's personal data (DPDP); lending records stay, anonymised",
        params: userIdParams,
        body: erasureBody,
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
      await eraseCustomer(
        {
          database: app.dbHandle,
          secrets: app.usersDeps.secrets,
          transports: app.transports,
          log: request.log,
        },
        request,
        {
          userId: request.params.userId,
          adminId: admin.adminId,
          reason: request.body.reason,
        },
      );
      return { success: true as const, message: 'Personal data erased' };
    },
  );

  app.get(
    ERASURE_API.list,
    {
      config,
      schema: {
        ...common,
        summary: 'Erasure requests',
        response: {
          200: erasuresResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async () => {
      const rows = await listErasures(app.db);
      return {
        success: true as const,
        data: rows.map((r) => ({
          ...r,
          requestedAt: r.requestedAt.toISOString(),
          completedAt: r.completedAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
