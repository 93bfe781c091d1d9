import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OUTREACH_API,
  campaignBody,
  campaignResponse,
  campaignsResponse,
  errorResponse,
} from '@cl/contracts';
import { unauthorized } from '../../lib/app-error.ts';
import { listCampaigns, sendCampaign } from './campaigns.service.ts';

// /admin/messaging: SMS or email campaigns, only to customers who consented to that channel, sent
// through the same transports as OTP; one row per recipient so nobody gets a campaign twice.
export const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminPage: 'messaging' as const };
  const common = { tags: ['admin: messaging'], security: [{ bearer: [] }] };

  app.get(
    OUTREACH_API.campaigns,
    {
      config,
      schema: {
        ...common,
        summary: 'Campaigns',
        response: {
          200: campaignsResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async () => ({
      success: true as const,
      data: await listCampaigns(app.db),
    }),
  );

  app.post(
    OUTREACH_API.campaigns,
    {
      config,
      schema: {
        ...common,
        summary: 'Send a campaign to consented customers',
        body: campaignBody,
        response: {
          200: campaignResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const admin = request.admin;
      if (!admin) throw unauthorized();
      const data = await sendCampaign(
        { db: app.db, transports: app.transports, log: request.log },
        request,
        admin.adminId,
        request.body,
      );
      return { success: true as const, data };
    },
  );
};
