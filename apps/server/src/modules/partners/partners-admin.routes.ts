import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_API,
  adminPartnerResponse,
  adminPartnersResponse,
  type AdminPartnerRow,
  partnerBrandingBody,
  partnerHostsBody,
  partnerRevenueBody,
  partnerUtmBody,
  partnerIdParams,
} from '@cl/contracts';
import {
  adminPartners,
  setPartnerBranding,
  setPartnerHosts,
  setPartnerRevenue,
  setPartnerUtm,
} from './partners-admin.service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const admin = { tags: ['admin: partners'], security: [{ bearer: [] }] };

// spec 7 partner record calls used by /admin/partners.
export const partnersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminPage: 'partners' as const };
  const answer = (data: AdminPartnerRow) => ({
    success: true as const,
    message: 'Partner updated',
    data,
  });
  const updated = { 200: adminPartnerResponse, ...errors };

  app.get(
    ADMIN_API.partners,
    {
      config,
      schema: {
        ...admin,
        summary: 'Partners',
        response: { 200: adminPartnersResponse, ...errors },
      },
    },
    async () => ({ success: true as const, data: await adminPartners(app.db) }),
  );

  app.post(
    ADMIN_API.partnerUtm,
    {
      config,
      schema: {
        ...admin,
        summary: "Set a partner's UTM id",
        params: partnerIdParams,
        body: partnerUtmBody,
        response: updated,
      },
    },
    async (request) =>
      answer(await setPartnerUtm(app.db, request, request.params.partnerId, request.body.utm_id)),
  );

  // spec 7: the edited value is replaced, the other kept.
  app.post(
    ADMIN_API.partnerRevenue,
    {
      config,
      schema: {
        ...admin,
        summary: "Set a partner's revenue share",
        params: partnerIdParams,
        body: partnerRevenueBody,
        response: updated,
      },
    },
    async (request) =>
      answer(await setPartnerRevenue(app.db, request, request.params.partnerId, request.body)),
  );

  // Issue 6: the brand a white-label site wears (spec 3 Partner branding entry).
  app.post(
    ADMIN_API.partnerBranding,
    {
      config,
      schema: {
        ...admin,
        summary: "Set a partner's branding: logo, font, colours, title, terms flag",
        params: partnerIdParams,
        body: partnerBrandingBody,
        response: updated,
      },
    },
    async (request) =>
      answer(await setPartnerBranding(app.db, request, request.params.partnerId, request.body)),
  );

  // Issue 6: host names that open the partner's white-label site (setPartnerHosts says how fast).
  app.put(
    ADMIN_API.partnerHosts,
    {
      config,
      schema: {
        ...admin,
        summary: "Set the host names of a partner's white-label site",
        params: partnerIdParams,
        body: partnerHostsBody,
        response: updated,
      },
    },
    async (request) => answer(await setPartnerHosts(app.db, request, request.params.partnerId, request.body)),
  );
};
