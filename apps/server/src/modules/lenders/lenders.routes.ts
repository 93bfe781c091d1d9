import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_API,
  createLenderBody,
  deleteLenderBody,
  lenderGroupCreateBody,
  lenderParams,
  lenderResponse,
  lendersResponse,
  lenderSetupBody,
  lenderSetupResponse,
  ONBOARDING_API,
  successMessage,
  updateLenderBody,
  lenderGroupCreateResponse,
  lenderGroupsResponse,
  lenderSavedResponse,
} from '@cl/contracts';
import {
  createLender,
  createLenderGroup,
  lenderGroupsList,
  getLender,
  listLenders,
  softDeleteLender,
  updateLenderProperty,
} from './lenders.service.ts';
import { saveLenderSetup } from './lender-setup.service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const admin = { tags: ['admin: lenders'], security: [{ bearer: [] }] };

// spec 7 lender calls. /admin/lenders, /admin/vendors-on-off and /admin/customer-eligibility all use
// them; every one of those pages is role 1 only (spec 6), so the guard names 'lenders'.
export const lendersRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminPage: 'lenders' as const };

  app.get(
    ADMIN_API.lenders,
    { config, schema: { ...admin, summary: 'All lenders', response: { 200: lendersResponse, ...errors } } },
    async () => ({
      success: true as const,
      data: await listLenders(app.db),
    }),
  );

  app.get(
    ADMIN_API.lender,
    {
      config,
      schema: {
        ...admin,
        summary: 'One lender',
        params: lenderParams,
        response: { 200: lenderResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await getLender(app.db, request.params.lenderId) }),
  );

  app.post(
    ADMIN_API.updateLender,
    {
      config,
      schema: {
        ...admin,
        summary: 'Change one property of a lender',
        body: updateLenderBody,
        response: { 200: lenderSavedResponse, ...errors },
      },
    },
    async (request) => {
      const { lender_id: lenderId, ...update } = request.body;
      const data = await updateLenderProperty(app.db, request, lenderId, update);
      return { success: true as const, message: 'Lender updated successfully!', data };
    },
  );

  // Issue 15: the lender page's forms save several properties whole, or nothing with field errors.
  app.put(
    ONBOARDING_API.lenderSetup,
    {
      config,
      schema: {
        ...admin,
        summary: 'Save several properties of a lender at once (all or nothing)',
        params: lenderParams,
        body: lenderSetupBody,
        response: { 200: lenderSetupResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Lender updated successfully!',
      data: await saveLenderSetup(app.db, request, request.params.lenderId, request.body),
    }),
  );

  app.post(
    ADMIN_API.createLender,
    {
      config,
      schema: {
        ...admin,
        summary: 'Add a lender',
        body: createLenderBody,
        response: { 200: lenderSavedResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Lender created successfully!',
      data: await createLender(app.db, request, request.body.name),
    }),
  );

  app.post(
    ADMIN_API.deleteLender,
    {
      config,
      schema: {
        ...admin,
        summary: 'Soft-delete a lender',
        body: deleteLenderBody,
        response: { 200: successMessage, ...errors },
      },
    },
    async (request) => {
      await softDeleteLender(app.db, request, request.body.lender_id);
      return { success: true as const, message: 'Lender deleted' };
    },
  );

  app.get(
    ADMIN_API.lenderGroups,
    {
      config,
      schema: {
        ...admin,
        summary: 'All lender groups',
        response: {
          200: lenderGroupsResponse,
          ...errors,
        },
      },
    },
    async () => ({
      success: true as const,
      lenderGroups: await lenderGroupsList(app.db),
    }),
  );

  app.post(
    ADMIN_API.createLenderGroup,
    {
      config,
      schema: {
        ...admin,
        summary: 'Create a lender group',
        body: lenderGroupCreateBody,
        response: {
          200: lenderGroupCreateResponse,
          ...errors,
        },
      },
    },
    async (request) => {
      const row = await createLenderGroup(app.db, request, request.body.name);
      return { success: true as const, message: 'Lender group created successfully!', lenderGroup: row };
    },
  );
};
