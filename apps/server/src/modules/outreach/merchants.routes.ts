import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OUTREACH_API,
  errorResponse,
  idParam,
  merchantResponse,
  merchantReviewBody,
  merchantSignupBody,
  merchantSignupResponse,
  merchantsQuery,
  merchantsResponse,
} from '@cl/contracts';
import { unauthorized } from '../../lib/app-error.ts';
import { merchantsList, reviewMerchant, signUpMerchant } from './merchants.service.ts';

// spec 1 merchants: public onboarding (/create-merchant-form) and admin review (merchant-management).
export const merchantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    OUTREACH_API.merchantSignup,
    {
      schema: {
        tags: ['merchants'],
        summary: 'Merchant onboarding form',
        body: merchantSignupBody,
        response: {
          200: merchantSignupResponse,
          400: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      id: await signUpMerchant(app.db, request.ip, request.body),
    }),
  );

  const config = { adminPage: 'merchant-management' as const };
  const common = { tags: ['admin: merchants'], security: [{ bearer: [] }] };

  app.get(
    OUTREACH_API.merchants,
    {
      config,
      schema: {
        ...common,
        summary: 'Merchants',
        querystring: merchantsQuery,
        response: {
          200: merchantsResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await merchantsList(app.db, request.query.status),
    }),
  );

  app.post(
    OUTREACH_API.merchantReview,
    {
      config,
      schema: {
        ...common,
        summary: 'Approve or reject a merchant',
        params: z.object({ merchantId: idParam }),
        body: merchantReviewBody,
        response: {
          200: merchantResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      if (!request.admin) throw unauthorized();
      const data = await reviewMerchant(
        app.db,
        request,
        request.admin.adminId,
        request.params.merchantId,
        request.body,
      );
      return { success: true as const, data };
    },
  );
};
