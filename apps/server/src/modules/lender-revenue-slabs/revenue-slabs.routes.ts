import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_API,
  createRevenueBody,
  lenderParams,
  revenueItemResponse,
  revenueOrderBody,
  successMessage,
  updateRevenueBody,
  idParam,
  lenderRevenueResponse,
  revenueTypesResponse,
} from '@cl/contracts';
import {
  addRevenueSlab,
  changeRevenueSlab,
  lenderRevenueSlabs,
  removeRevenueSlab,
  reorderRevenueSlabs,
  revenueTypes,
} from './revenue-slabs.service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404);
const admin = { tags: ['admin: lender revenue'], security: [{ bearer: [] }] };

// spec 3 Lender revenue entry, spec 4 reorder/delete, spec 7 lender-revenue calls, spec 8 toasts.
export const revenueRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminPage: 'lenders' as const };

  app.get(
    ADMIN_API.lenderRevenue,
    {
      config,
      schema: {
        ...admin,
        summary: "A lender's revenue slabs in order",
        params: lenderParams,
        response: {
          200: lenderRevenueResponse,
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      lenderRevenue: await lenderRevenueSlabs(app.db, request.params.lenderId),
    }),
  );

  app.get(
    ADMIN_API.revenueTypes,
    {
      config,
      schema: {
        ...admin,
        summary: 'Revenue types',
        response: {
          200: revenueTypesResponse,
          ...errors,
        },
      },
    },
    async () => ({
      success: true as const,
      data: await revenueTypes(app.db),
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
      const id = await addRevenueSlab(app.db, request, lenderId, form);
      return {
        success: true as const,
        message: 'Revenue added successfully',
        lenderRevenueItem: { id },
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
      await changeRevenueSlab(app.db, request, lenderId, id, form);
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
      await reorderRevenueSlabs(app.db, request, lenderId, ids);
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
      await removeRevenueSlab(app.db, request, request.params.id);
      return { success: true as const, message: 'Revenue entry deleted successfully' };
    },
  );
};
