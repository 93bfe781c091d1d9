import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INSURANCE_API,
  errorResponse,
  insuranceHandoffBody,
  insuranceHandoffResponse,
  insurancePartnerResponse,
} from '@cl/contracts';
import { unauthorized } from '../../lib/app-error.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { insurancePartnerFor, startInsuranceHandoff, type InsuranceConfig } from './insurance.service.ts';

export const insuranceRoutes: FastifyPluginAsyncZod = async (app) => {
  const config: InsuranceConfig = {
    name: app.env.INSURANCE_PARTNER_NAME,
    url: app.env.INSURANCE_PARTNER_URL,
    licence: app.env.INSURANCE_PARTNER_LICENCE,
  };
  const common = { tags: ['insurance'], security: [{ bearer: [] }] };

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
    () => ({ success: true as const, data: { partner: insurancePartnerFor(config) } }),
  );

  app.post(
    INSURANCE_API.handoff,
    {
      onRequest: app.requireCustomer,
      schema: {
        ...common,
        summary: 'Consent to be handed to the licensed insurance partner (recorded in the consent ledger)',
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
      const userId = request.session?.subjectId;
      if (userId === undefined) throw unauthorized();
      const data = await startInsuranceHandoff(app.db, config, userId, {
        language: requestLanguage(request),
        channel: 'web',
        ip: request.ip,
      });
      return { success: true as const, data };
    },
  );
};
