import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REVENUE_API, errorResponse, monthlyRevenueResponse, revenueMonthQuery } from '@cl/contracts';
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
        querystring: revenueMonthQuery,
        response: {
          200: monthlyRevenueResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => ({ success: true as const, data: await monthlyRevenue(app.db, request.query.month) }),
  );
};
