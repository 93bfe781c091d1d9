import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  OFFERS_API,
  applicationParams,
  applicationResponse,
  applyResponse,
  lenderFormAnswers,
  lenderFormResponse,
  networkApplyBody,
  networkFormSubmitted,
  networkOfferParams,
} from '@cl/contracts';
import { unauthorized } from '../../../lib/app-error.ts';
import { errorResponses } from '../../../lib/error-responses.ts';
import { requestLanguage } from '../../../lib/request-language.ts';
import { assertJourneyAllows } from '../../offers/journey-gate.ts';
import { findLiveUser } from '../../users/users.repository.ts';
import { ONDC_CALL_TIMEOUT_MS } from '../protocol/ondc-protocol.plugin.ts';
import type { HttpFetch } from './lender-form-client.ts';
import {
  applicationForm,
  applyToNetworkOffer,
  offerForm,
  submitApplicationForm,
  submitOfferForm,
  type JourneyDeps,
} from './network-journey.service.ts';

// A personal loan over the ONDC network after the offers view (ADR 034): the lender's forms and
// accepting its offer. Customers only, with the journey's own gate (profile complete).

const errors = errorResponses(400, 401, 403, 404, 409, 502);

export function networkJourneyRoutes(options: { fetch?: HttpFetch } = {}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireCustomer);
    const deps: JourneyDeps = {
      db: app.db,
      forms: { fetch: options.fetch ?? globalThis.fetch, timeoutMs: ONDC_CALL_TIMEOUT_MS },
      now: () => new Date(),
    };
    const common = { tags: ['offers'], security: [{ bearer: [] }] };
    /** Network lenders make personal loans: the journey must allow that product (issue 13). */
    const customer = async (request: FastifyRequest) => {
      const { session } = await assertJourneyAllows(
        app.db,
        request.session,
        ['personal'],
        requestLanguage(request),
      );
      return session.subjectId;
    };

    app.get(
      OFFERS_API.networkOfferForm,
      {
        schema: {
          ...common,
          summary: "A network lender's application form, read from the lender and prefilled",
          params: networkOfferParams,
          response: { 200: lenderFormResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await offerForm(deps, await customer(request), request.params.offerId),
      }),
    );

    app.post(
      OFFERS_API.networkOfferForm,
      {
        schema: {
          ...common,
          summary: "Send a network lender's application form; its offer is asked for (select)",
          params: networkOfferParams,
          body: lenderFormAnswers,
          response: { 200: networkFormSubmitted, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await submitOfferForm(
          deps,
          await customer(request),
          request.params.offerId,
          request.body.answers,
          requestLanguage(request),
        ),
      }),
    );

    app.post(
      OFFERS_API.networkApply,
      {
        schema: {
          ...common,
          summary: "Accept a network lender's offer through its KFS (idempotent on idempotency_key)",
          params: networkOfferParams,
          body: networkApplyBody,
          response: { 200: applyResponse, ...errors },
        },
      },
      async (request) => {
        const userId = await customer(request);
        const user = await findLiveUser(app.db, userId);
        if (!user) throw unauthorized();
        const { application, created } = await applyToNetworkOffer(deps, {
          userId,
          partnerId: user.partnerId,
          offerId: request.params.offerId,
          kfsVersion: request.body.kfs_version,
          idempotencyKey: request.body.idempotency_key,
        });
        return { success: true as const, data: application, created };
      },
    );

    app.get(
      OFFERS_API.applicationLenderForm,
      {
        schema: {
          ...common,
          summary: "The network lender's next form for my application (KYC, e-mandate)",
          params: applicationParams,
          response: { 200: lenderFormResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await applicationForm(deps, await customer(request), request.params.publicId),
      }),
    );

    app.post(
      OFFERS_API.applicationLenderForm,
      {
        schema: {
          ...common,
          summary: "Send the network lender's next form; the loan goes on (init, confirm)",
          params: applicationParams,
          body: lenderFormAnswers,
          response: { 200: applicationResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await submitApplicationForm(
          deps,
          await customer(request),
          request.params.publicId,
          request.body.answers,
          requestLanguage(request),
        ),
      }),
    );
  };
}
