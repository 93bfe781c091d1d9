import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OUTREACH_API, errorResponse, merchantReviewBody, merchantSignupBody, idParam } from '@cl/contracts';
import { unauthorized } from '../../lib/app-error.ts';
import { merchantsList, reviewMerchant, signUpMerchant } from './merchants.service.ts';

const merchantRow = z.object({
  id: z.number(),
  partnerName: z.string().nullable(),
  businessName: z.string(),
  ownerName: z.string(),
  mobile: z.string(),
  email: z.string(),
  city: z.string(),
  pincode: z.string(),
  category: z.string(),
  status: z.string(),
  reviewNote: z.string().nullable(),
  createdAt: z.string(),
});

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
          200: z.object({ success: z.literal(true), id: z.number() }),
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
        querystring: z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional() }),
        response: {
          200: z.object({ success: z.literal(true), data: z.array(merchantRow) }),
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
          200: z.object({ success: z.literal(true), data: merchantRow }),
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
