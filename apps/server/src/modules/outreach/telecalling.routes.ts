import { z } from 'zod';
import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OUTREACH_API,
  PRIVACY_NOTICE_VERSION,
  callOutcomeBody,
  callQueueResponse,
  errorResponse,
  successMessage,
  idParam,
} from '@cl/contracts';
import { callOutcomes, consentLedger, users } from '../../db/schema/index.ts';
import { notFound, unauthorized } from '../../lib/app-error.ts';
import { consentedUserIds } from './consented-audience.ts';

// /admin/telecalling (roles 1 and 3): customers who consented to calls, with outcomes. A
// 'do_not_call' outcome records the withdrawal in the consent ledger so they leave the queue.
export const telecallingRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminPage: 'telecalling' as const };
  const common = { tags: ['admin: telecalling'], security: [{ bearer: [] }] };

  app.get(
    OUTREACH_API.callQueue,
    {
      config,
      schema: {
        ...common,
        summary: 'Call queue',
        response: {
          200: callQueueResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async () => {
      const ids = await consentedUserIds(app.db, 'call_marketing');
      if (ids.length === 0) return { success: true as const, data: [] };
      const people = await app.db.select().from(users).where(inArray(users.id, ids)).limit(500);
      const outcomes = await app.db
        .select()
        .from(callOutcomes)
        .where(inArray(callOutcomes.userId, ids))
        .orderBy(desc(callOutcomes.at));
      return {
        success: true as const,
        data: people.map((u) => {
          const last = outcomes.find((o) => o.userId === u.id);
          return {
            userId: u.id,
            name: [u.firstName, u.lastName].filter(Boolean).join(' ') || null,
            mobile: u.mobilePhoneNumber ?? '',
            plCompleted: u.plCompleted,
            lastOutcome: last?.outcome ?? null,
            lastCallAt: last?.at.toISOString() ?? null,
          };
        }),
      };
    },
  );

  app.post(
    OUTREACH_API.callOutcome,
    {
      config,
      schema: {
        ...common,
        summary: 'Record a call outcome',
        params: z.object({ userId: idParam }),
        body: callOutcomeBody,
        response: {
          200: successMessage,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const admin = request.admin;
      if (!admin) throw unauthorized();
      const ids = await consentedUserIds(app.db, 'call_marketing');
      if (!ids.includes(request.params.userId)) throw notFound('This customer is not in the call queue');
      const b = request.body;
      await app.db.transaction(async (tx) => {
        await tx.insert(callOutcomes).values({
          userId: request.params.userId,
          adminId: admin.adminId,
          outcome: b.outcome,
          note: b.note,
          nextCallAt: b.next_call_at ? new Date(b.next_call_at) : null,
        });
        if (b.outcome === 'do_not_call') {
          await tx.insert(consentLedger).values({
            userId: request.params.userId,
            purpose: 'call_marketing',
            action: 'withdrawn',
            noticeVersion: PRIVACY_NOTICE_VERSION,
            language: 'en',
            channel: 'telecalling',
          });
        }
      });
      const [exists] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, request.params.userId));
      if (!exists) throw notFound('No such customer');
      return { success: true as const, message: 'Outcome saved' };
    },
  );
};
