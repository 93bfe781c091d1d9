import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OFFERS_API,
  applicationSummary,
  applicationsResponse,
  applyBody,
  applyResponse,
  errorResponse,
} from '@cl/contracts';
import { applications } from '../../db/schema/index.ts';
import { notFound, unauthorized } from '../../lib/app-error.ts';
import { findLiveUser } from '../users/users.repository.ts';
import { applyToLender } from './apply.service.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { listForUser, summaries } from './applications.repository.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireCustomer);
  const common = { tags: ['applications'], security: [{ bearer: [] }] };
  const customerId = (id: number | undefined) => {
    if (id === undefined) throw unauthorized();
    return id;
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
      const userId = customerId(request.session?.subjectId);
      const user = await findLiveUser(app.db, userId);
      if (!user) throw unauthorized();
      const body = request.body;
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
      data: await summaries(app.db, await listForUser(app.db, customerId(request.session?.subjectId))),
    }),
  );

  app.get(
    OFFERS_API.application,
    {
      schema: {
        ...common,
        summary: 'One of my applications',
        params: z.object({ publicId: z.uuid('No such application') }),
        response: { 200: z.object({ success: z.literal(true), data: applicationSummary }), ...errors },
      },
    },
    async (request) => {
      const userId = customerId(request.session?.subjectId);
      const rows = await app.db
        .select()
        .from(applications)
        .where(and(eq(applications.publicId, request.params.publicId), eq(applications.userId, userId)))
        .limit(1);
      const [summary] = await summaries(app.db, rows);
      if (!summary) throw notFound('No such application');
      return { success: true as const, data: summary };
    },
  );
};
