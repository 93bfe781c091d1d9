import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OFFERS_API,
  applicationsResponse,
  applyBody,
  applyResponse,
  applicationParams,
  applicationResponse,
} from '@cl/contracts';
import { notFound, unauthorized } from '../../lib/app-error.ts';
import { sessionSubjectId } from '../../plugins/auth.ts';
import { findLiveUser } from '../users/users.repository.ts';
import { applyToLender } from './apply.service.ts';
import { continueToLender } from './continue.service.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { assertJourneyAllows, lenderProductsOf } from '../offers/journey-gate.ts';
import { findForUser, listForUser, summaries } from './applications.repository.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireCustomer);
  const common = { tags: ['applications'], security: [{ bearer: [] }] };
  const oneApplication = {
    params: applicationParams,
    response: { 200: applicationResponse, ...errors },
  };
  /**
   * Issue 13: one of my applications, only while the journey allows its lender's hand-off (the
   * /user/lender-submit page and the continue call need the same).
   */
  const handoffApplication = async (request: FastifyRequest, publicId: string) => {
    const userId = sessionSubjectId(request);
    const row = await findForUser(app.db, publicId, userId);
    if (!row) throw notFound('No such application');
    await assertJourneyAllows(
      app.db,
      request.session,
      lenderProductsOf([row.product]),
      requestLanguage(request),
    );
    return { userId, row };
  };

  app.post(
    OFFERS_API.applications,
    {
      schema: {
        ...common,
        summary: 'Apply to a lender (idempotent on idempotency_key)',
        body: applyBody,
        response: { 200: applyResponse, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      // Issue 13: the same rule as the offers page (profile complete, welcome-back check passed).
      await assertJourneyAllows(app.db, request.session, [body.product], requestLanguage(request));
      const userId = sessionSubjectId(request);
      const user = await findLiveUser(app.db, userId);
      if (!user) throw unauthorized();
      const { application, created } = await applyToLender(
        { db: app.db, dedupeWindowDays: app.env.DEDUPE_WINDOW_DAYS },
        {
          language: requestLanguage(request),
          userId,
          partnerId: user.partnerId,
          lenderId: body.lender_id,
          product: body.product,
          amount: body.amount,
          tenureMonths: body.tenure_months,
          kfsVersion: body.kfs_version,
          idempotencyKey: body.idempotency_key,
        },
      );
      return { success: true as const, data: application, created };
    },
  );

  app.get(
    OFFERS_API.applications,
    {
      schema: {
        ...common,
        summary: 'My applications with their timelines',
        response: { 200: applicationsResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await summaries(app.db, await listForUser(app.db, sessionSubjectId(request))),
    }),
  );

  app.get(
    OFFERS_API.application,
    {
      schema: {
        ...common,
        summary: 'One of my applications (its lender hand-off link once the journey allows)',
        ...oneApplication,
      },
    },
    async (request) => {
      // Issue 13: /user/lender-submit reads this for the lender's redirect (the hand-off).
      const { row } = await handoffApplication(request, request.params.publicId);
      const [summary] = await summaries(app.db, [row]);
      if (!summary) throw notFound('No such application');
      return { success: true as const, data: summary };
    },
  );

  app.post(
    OFFERS_API.continueApplication,
    {
      schema: {
        ...common,
        summary: "I followed the redirect lender's link: my application is with the lender now",
        ...oneApplication,
      },
    },
    async (request) => {
      const { userId } = await handoffApplication(request, request.params.publicId);
      return {
        success: true as const,
        data: await continueToLender(app.db, userId, request.params.publicId),
      };
    },
  );
};
