import { z } from 'zod';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OUTREACH_API, errorResponse, merchantReviewBody, merchantSignupBody, idParam } from '@cl/contracts';
import { merchants } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { notFound, tooManyRequests, unauthorized } from '../../lib/app-error.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';

const merchantRow = z.object({
  id: z.number(),
  partnerName: z.string().nullable(),
  businessName: z.string(),
  ownerName: z.string(),
  mobile: z.string(),
  email: z.string(),
  city: z.string(),
  pincode: z.string(),
  category: z.string(),
  status: z.string(),
  reviewNote: z.string().nullable(),
  createdAt: z.string(),
});
const toRow = (m: typeof merchants.$inferSelect) => ({ ...m, createdAt: m.createdAt.toISOString() });

// spec 1 merchants: public onboarding (/create-merchant-form) and admin review (merchant-management).
export const merchantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    OUTREACH_API.merchantSignup,
    {
      schema: {
        tags: ['merchants'],
        summary: 'Merchant onboarding form',
        body: merchantSignupBody,
        response: {
          200: z.object({ success: z.literal(true), id: z.number() }),
          400: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const limit = await hitRateLimit(
        app.db,
        { bucket: 'merchant_signup_ip', limit: 10, windowSeconds: 3600 },
        request.ip,
      );
      if (!limit.allowed)
        throw tooManyRequests('Too many forms from this connection. Please try again later');
      const b = request.body;
      const [row] = await app.db
        .insert(merchants)
        .values({
          partnerName: b.partner_name || null,
          businessName: b.business_name,
          ownerName: b.owner_name,
          mobile: b.mobile,
          email: b.email.toLowerCase(),
          city: b.city,
          pincode: b.pincode,
          category: b.category,
        })
        .returning({ id: merchants.id });
      if (!row) throw new Error('merchant insert returned nothing');
      return { success: true as const, id: row.id };
    },
  );

  const config = { adminPage: 'merchant-management' as const };
  const common = { tags: ['admin: merchants'], security: [{ bearer: [] }] };

  app.get(
    OUTREACH_API.merchants,
    {
      config,
      schema: {
        ...common,
        summary: 'Merchants',
        querystring: z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional() }),
        response: {
          200: z.object({ success: z.literal(true), data: z.array(merchantRow) }),
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(merchants)
        .where(request.query.status ? eq(merchants.status, request.query.status) : undefined)
        .orderBy(desc(merchants.createdAt))
        .limit(500);
      return { success: true as const, data: rows.map(toRow) };
    },
  );

  app.post(
    OUTREACH_API.merchantReview,
    {
      config,
      schema: {
        ...common,
        summary: 'Approve or reject a merchant',
        params: z.object({ merchantId: idParam }),
        body: merchantReviewBody,
        response: {
          200: z.object({ success: z.literal(true), data: merchantRow }),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      if (!request.admin) throw unauthorized();
      const [row] = await app.db
        .update(merchants)
        .set({
          status: request.body.status,
          reviewNote: request.body.note ?? null,
          reviewedBy: request.admin.adminId,
          reviewedAt: new Date(),
        })
        .where(eq(merchants.id, request.params.merchantId))
        .returning();
      if (!row) throw notFound('No such merchant');
      await audit(app.db, request, {
        action: 'merchant.review',
        entity: 'merchant',
        entityId: row.id,
        after: { status: row.status },
      });
      return { success: true as const, data: toRow(row) };
    },
  );
};
