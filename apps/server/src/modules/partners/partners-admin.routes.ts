import { z } from 'zod';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_API, errorResponse, partnerRevenueBody, partnerUtmBody } from '@cl/contracts';
import { partners } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/app-error.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const admin = { tags: ['admin: partners'], security: [{ bearer: [] }] };
const partnerParams = z.object({ partnerId: z.coerce.number().int().positive().max(2_147_483_647) });

const partnerRow = z.object({
  id: z.number().int(),
  key: z.string(),
  displayName: z.string(),
  utm_id: z.string().nullable(),
  revenue_percent: z.number().nullable(),
  revenue_flat_fee: z.number().nullable(),
  logo: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
});

function toPartnerRow(row: typeof partners.$inferSelect): z.infer<typeof partnerRow> {
  return {
    id: row.id,
    key: row.key,
    displayName: row.displayName,
    utm_id: row.utmId,
    revenue_percent: row.revenuePercent === null ? null : Number(row.revenuePercent),
    revenue_flat_fee: row.revenueFlatFee === null ? null : Number(row.revenueFlatFee),
    logo: row.logo,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
  };
}

// spec 7 partner record calls used by /admin/partners.
export const partnersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminPage: 'partners' as const };
  const find = async (id: number) => {
    const [row] = await app.db.select().from(partners).where(eq(partners.id, id)).limit(1);
    if (!row) throw notFound('No such partner');
    return row;
  };

  app.get(
    ADMIN_API.partners,
    {
      config,
      schema: {
        ...admin,
        summary: 'Partners',
        response: { 200: z.object({ success: z.literal(true), data: z.array(partnerRow) }), ...errors },
      },
    },
    async () => ({
      success: true as const,
      data: (await app.db.select().from(partners).orderBy(asc(partners.displayName))).map(toPartnerRow),
    }),
  );

  app.post(
    ADMIN_API.partnerUtm,
    {
      config,
      schema: {
        ...admin,
        summary: "Set a partner's UTM id",
        params: partnerParams,
        body: partnerUtmBody,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), data: partnerRow }),
          ...errors,
        },
      },
    },
    async (request) => {
      const before = await find(request.params.partnerId);
      const utmId = request.body.utm_id;
      const [taken] = await app.db
        .select({ id: partners.id })
        .from(partners)
        .where(and(eq(partners.utmId, utmId), ne(partners.id, before.id)))
        .limit(1);
      if (taken) throw conflict('Another partner already uses this UTM id');
      const [after] = await app.db
        .update(partners)
        .set({ utmId, updatedAt: new Date() })
        .where(eq(partners.id, before.id))
        .returning();
      if (!after) throw notFound('No such partner');
      await audit(app.db, request, {
        action: 'partner.utm',
        entity: 'partner',
        entityId: before.id,
        before: { utm_id: before.utmId },
        after: { utm_id: utmId },
      });
      return { success: true as const, message: 'Partner updated', data: toPartnerRow(after) };
    },
  );

  // spec 7: the edited value is replaced, the other kept.
  app.post(
    ADMIN_API.partnerRevenue,
    {
      config,
      schema: {
        ...admin,
        summary: "Set a partner's revenue share",
        params: partnerParams,
        body: partnerRevenueBody,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), data: partnerRow }),
          ...errors,
        },
      },
    },
    async (request) => {
      const before = await find(request.params.partnerId);
      const { revenue_percent: percent, revenue_flat_fee: flat } = request.body;
      const set = {
        ...(percent === undefined ? {} : { revenuePercent: percent === null ? null : percent.toFixed(3) }),
        ...(flat === undefined ? {} : { revenueFlatFee: flat === null ? null : flat.toFixed(2) }),
        updatedAt: new Date(),
      };
      const [after] = await app.db.update(partners).set(set).where(eq(partners.id, before.id)).returning();
      if (!after) throw notFound('No such partner');
      await audit(app.db, request, {
        action: 'partner.revenue',
        entity: 'partner',
        entityId: before.id,
        before: { revenue_percent: before.revenuePercent, revenue_flat_fee: before.revenueFlatFee },
        after: { revenue_percent: after.revenuePercent, revenue_flat_fee: after.revenueFlatFee },
      });
      return { success: true as const, message: 'Partner updated', data: toPartnerRow(after) };
    },
  );
};
