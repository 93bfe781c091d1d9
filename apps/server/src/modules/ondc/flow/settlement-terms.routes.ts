import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ONDC_SETTLEMENT_TERMS_PATH } from '@cl/contracts';
import { renderSettlementTerms, SETTLEMENT_TERMS } from './settlement-terms.ts';

/** GET /ondc/settlement-terms: the page every search's STATIC_TERMS names (public, no session). */
export const settlementTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  const page = renderSettlementTerms({
    subscriberId: app.ondc.settings.subscriberId,
    subscriberUri: app.ondc.settings.subscriberUri,
    grievance: {
      name: app.env.GRIEVANCE_OFFICER_NAME,
      email: app.env.GRIEVANCE_OFFICER_EMAIL,
      phone: app.env.GRIEVANCE_OFFICER_PHONE,
    },
    terms: SETTLEMENT_TERMS,
  });
  app.get(
    ONDC_SETTLEMENT_TERMS_PATH,
    {
      schema: {
        tags: ['ondc'],
        summary: 'Settlement terms for network lenders (SETTLEMENT_TERMS.STATIC_TERMS)',
      },
    },
    async (_request, reply) => reply.type('text/html; charset=utf-8').send(page),
  );
};
