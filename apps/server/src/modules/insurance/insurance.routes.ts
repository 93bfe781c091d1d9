import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INSURANCE_API,
  errorResponse,
  insuranceHandoffBody,
  insuranceHandoffResponse,
  insurancePartnerResponse,
  partnerInsuranceResponse,
} from '@cl/contracts';
import { sessionSubjectId } from '../../plugins/auth.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { partnerContext } from '../partner-portal/partner-context.ts';
import { insuranceConfigOf, insurancePartnerForSite, startInsuranceHandoff } from './insurance.service.ts';

export const insuranceRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = insuranceConfigOf(app.env);
  const common = { tags: ['insurance'], security: [{ bearer: [] }] };
  // The site is the host the customer came through (issue 6): a partner's host uses its partner.
  const sitePartnerId = async (host: string | undefined) => (await app.resolveSite(host)).partnerId;

  app.get(
    INSURANCE_API.partner,
    {
      onRequest: app.requireCustomer,
      schema: {
        ...common,
        summary: "This site's licensed insurance partner (IRDAI), or null when insurance is not open",
        response: { 200: insurancePartnerResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const { partner } = await insurancePartnerForSite(
        app.db,
        config,
        await sitePartnerId(request.headers.host),
      );
      return { success: true as const, data: { partner } };
    },
  );

  app.post(
    INSURANCE_API.handoff,
    {
      onRequest: app.requireCustomer,
      schema: {
        ...common,
        summary:
          "Consent to be handed to this site's licensed insurance partner (recorded in the consent ledger with the partner)",
        body: insuranceHandoffBody,
        response: {
          200: insuranceHandoffResponse,
          400: errorResponse,
          401: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const userId = sessionSubjectId(request);
      const data = await startInsuranceHandoff(
        app.db,
        config,
        await sitePartnerId(request.headers.host),
        userId,
        { language: requestLanguage(request), channel: 'web', ip: request.ip },
      );
      return { success: true as const, data };
    },
  );

  app.get(
    INSURANCE_API.partnerPortal,
    {
      onRequest: app.requirePartner,
      schema: {
        tags: ['partner'],
        security: [{ bearer: [] }],
        summary: "The insurance partner the signed-in partner's site hands off to (read-only)",
        response: { 200: partnerInsuranceResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const { partnerId } = await partnerContext(app.db, request);
      return { success: true as const, data: await insurancePartnerForSite(app.db, config, partnerId) };
    },
  );
};
