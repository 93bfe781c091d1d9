import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INSURANCE_API,
  errorResponse,
  siteInsurancePartnerBody,
  siteInsurancePartnerResponse,
  partnerIdParams,
} from '@cl/contracts';
import { findSiteInsurancePartner } from './insurance.repository.ts';
import { setSiteInsurancePartner } from './insurance.service.ts';

// Issue 13: admin role 1 names a white-label site's own insurance partner on /admin/partners/:id
// (the "partners" admin page, spec 6).
export const insuranceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    INSURANCE_API.sitePartner,
    {
      config: { adminPage: 'partners' },
      schema: {
        tags: ['admin: partners'],
        security: [{ bearer: [] }],
        summary:
          "Set a partner site's licensed insurance partner (name, https address, IRDAI number), or clear it with three empty fields",
        params: partnerIdParams,
        body: siteInsurancePartnerBody,
        response: {
          200: siteInsurancePartnerResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { partnerId } = request.params;
      await setSiteInsurancePartner(app.db, request, partnerId, request.body);
      const insurance = (await findSiteInsurancePartner(app.db, partnerId)) ?? null;
      return { success: true as const, message: 'Insurance partner saved', data: { insurance } };
    },
  );
};
