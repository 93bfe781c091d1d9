import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVENUE_API, errorResponse } from '@cl/contracts';
import { monthlyRevenue } from './revenue.service.ts';

export const revenueViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    REVENUE_API.month,
    {
      // Finance sits with the commission upload (role 1, spec 6).
      config: { adminPage: 'commission-upload-file' },
      schema: {
        tags: ['admin: revenue'],
        security: [{ bearer: [] }],
        summary: 'Monthly revenue per lender (reconciled with payments) and per partner',
        querystring: z.object({
          month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM'),
        }),
        response: {
          200: z.object({ success: z.literal(true), data: z.unknown() }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => ({ success: true as const, data: await monthlyRevenue(app.db, request.query.month) }),
  );
};
