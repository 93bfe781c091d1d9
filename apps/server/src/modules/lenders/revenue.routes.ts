import { z } from 'zod';
import { eq, asc, max } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_API,
  createRevenueBody,
  errorResponse,
  lenderParams,
  revenueEntry,
  revenueItemResponse,
  revenueOrderBody,
  successMessage,
  updateRevenueBody,
  idParam,
} from '@cl/contracts';
import { lenderRevenue, revenueTypes } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { findLiveLender } from './lenders.repository.ts';
import {
  findRevenue,
  listRevenue,
  revenueColumns,
  setRevenueOrder,
  toRevenueEntry,
} from './revenue.repository.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const admin = { tags: ['admin: lender revenue'], security: [{ bearer: [] }] };

// spec 3 Lender revenue entry, spec 4 reorder/delete, spec 7 lender-revenue calls, spec 8 toasts.
export const revenueRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminPage: 'lenders' as const };

  const requireLender = async (lenderId: number) => {
    if (!(await findLiveLender(app.db, lenderId))) throw notFound('No such lender');
  };
  const requireType = async (typeId: number) => {
    const [type] = await app.db.select().from(revenueTypes).where(eq(revenueTypes.id, typeId)).limit(1);
    if (!type) throw badRequest('Revenue type is required');
  };

  app.get(
    ADMIN_API.lenderRevenue,
    {
      config,
      schema: {
        ...admin,
        summary: "A lender's revenue slabs in order",
        params: lenderParams,
        response: {
          200: z.object({ success: z.literal(true), lenderRevenue: z.array(revenueEntry) }),
          ...errors,
        },
      },
    },
    async (request) => {
      await requireLender(request.params.lenderId);
      return {
        success: true as const,
        lenderRevenue: (await listRevenue(app.db, request.params.lenderId)).map(toRevenueEntry),
      };
    },
  );

  app.get(
    ADMIN_API.revenueTypes,
    {
      config,
      schema: {
        ...admin,
        summary: 'Revenue types',
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(z.object({ id: z.number(), name: z.string() })),
          }),
          ...errors,
        },
      },
    },
    async () => ({
      success: true as const,
      data: await app.db.select().from(revenueTypes).orderBy(asc(revenueTypes.id)),
    }),
  );

  app.post(
    ADMIN_API.createRevenue,
    {
      config,
      schema: {
        ...admin,
        summary: 'Add a revenue entry',
        body: createRevenueBody,
        response: { 200: revenueItemResponse, ...errors },
      },
    },
    async (request) => {
      const { lender_id: lenderId, ...form } = request.body;
      await requireLender(lenderId);
      await requireType(form.revenue_type_id);
      const row = await app.db.transaction(async (tx) => {
        const [last] = await tx
          .select({ n: max(lenderRevenue.sortOrder) })
          .from(lenderRevenue)
          .where(eq(lenderRevenue.lenderId, lenderId));
        const [inserted] = await tx
          .insert(lenderRevenue)
          .values({ lenderId, ...revenueColumns(form), sortOrder: (last?.n ?? -1) + 1 })
          .returning();
        if (!inserted) throw new Error('revenue insert returned nothing');
        await audit(tx, request, {
          action: 'revenue.create',
          entity: 'lender_revenue',
          entityId: inserted.id,
          after: toRevenueEntry(inserted),
        });
        return inserted;
      });
      return {
        success: true as const,
        message: 'Revenue added successfully',
        lenderRevenueItem: { id: row.id },
      };
    },
  );

  app.post(
    ADMIN_API.updateRevenue,
    {
      config,
      schema: {
        ...admin,
        summary: 'Change a revenue entry',
        body: updateRevenueBody,
        response: { 200: revenueItemResponse, ...errors },
      },
    },
    async (request) => {
      const { lender_id: lenderId, id, ...form } = request.body;
      const before = await findRevenue(app.db, id);
      if (before?.lenderId !== lenderId) throw notFound('No such revenue entry');
      await requireType(form.revenue_type_id);
      await app.db.transaction(async (tx) => {
        const [after] = await tx
          .update(lenderRevenue)
          .set(revenueColumns(form))
          .where(eq(lenderRevenue.id, id))
          .returning();
        await audit(tx, request, {
          action: 'revenue.update',
          entity: 'lender_revenue',
          entityId: id,
          before: toRevenueEntry(before),
          after: after ? toRevenueEntry(after) : null,
        });
      });
      return { success: true as const, message: 'Revenue updated successfully', lenderRevenueItem: { id } };
    },
  );

  app.post(
    ADMIN_API.revenueOrder,
    {
      config,
      schema: {
        ...admin,
        summary: 'Save the order after a drag',
        body: revenueOrderBody,
        response: { 200: successMessage, ...errors },
      },
    },
    async (request) => {
      const { lender_id: lenderId, lender_revenue_ids: ids } = request.body;
      await requireLender(lenderId);
      const current = (await listRevenue(app.db, lenderId)).map((r) => r.id);
      const same =
        ids.length === current.length &&
        new Set(ids).size === ids.length &&
        ids.every((id) => current.includes(id));
      if (!same) throw badRequest('The order must list every revenue entry of this lender once');
      await app.db.transaction(async (tx) => {
        for (const [index, id] of ids.entries()) await setRevenueOrder(tx, lenderId, id, index);
        await audit(tx, request, {
          action: 'revenue.reorder',
          entity: 'lender',
          entityId: lenderId,
          before: current,
          after: ids,
        });
      });
      return { success: true as const, message: 'Revenue order updated' };
    },
  );

  app.post(
    ADMIN_API.deleteRevenue,
    {
      config,
      schema: {
        ...admin,
        summary: 'Delete a revenue entry',
        params: z.object({ id: idParam }),
        response: { 200: successMessage, ...errors },
      },
    },
    async (request) => {
      const before = await findRevenue(app.db, request.params.id);
      if (!before) throw notFound('No such revenue entry');
      await app.db.transaction(async (tx) => {
        await tx.delete(lenderRevenue).where(eq(lenderRevenue.id, before.id));
        await audit(tx, request, {
          action: 'revenue.delete',
          entity: 'lender_revenue',
          entityId: before.id,
          before: toRevenueEntry(before),
        });
      });
      return { success: true as const, message: 'Revenue entry deleted successfully' };
    },
  );
};
