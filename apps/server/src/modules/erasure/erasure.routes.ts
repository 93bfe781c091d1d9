import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERASURE_API, errorResponse, idParam } from '@cl/contracts';
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
        params: z.object({ userId: idParam }),
        body: z.object({
          reason: z
            .string()
            .trim()
            .min(5, 'Say why (at least 5 characters)')
            .max(500, 'The reason is too long'),
        }),
        response: {
          200: z.object({ success: z.literal(true), message: z.string() }),
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
          200: z.object({
            success: z.literal(true),
            data: z.array(
              z.object({
                id: z.number(),
                userId: z.number(),
                adminId: z.number(),
                reason: z.string(),
                requestedAt: z.string(),
                completedAt: z.string().nullable(),
              }),
            ),
          }),
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
