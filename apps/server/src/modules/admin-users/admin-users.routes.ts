import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_API,
  adminUserCreateBody,
  adminUserUpdateBody,
  adminUsersResponse,
  idParam,
  adminUserResponse,
} from '@cl/contracts';
import { listAdminUsers } from './admin-users.repository.ts';
import { createAdminUser, toAdminUserRow, updateAdminUser } from './admin-users.service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const admin = { tags: ['admin: users'], security: [{ bearer: [] }] };

// /admin/user-management: list, add, edit (username, role), disable; every change audited.
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminPage: 'user-management' as const };

  app.get(
    ADMIN_API.users,
    {
      config,
      schema: { ...admin, summary: 'Admin users', response: { 200: adminUsersResponse, ...errors } },
    },
    async () => ({
      success: true as const,
      data: (await listAdminUsers(app.db)).map(toAdminUserRow),
    }),
  );

  app.post(
    ADMIN_API.users,
    {
      config,
      schema: {
        ...admin,
        summary: 'Add an admin user',
        body: adminUserCreateBody,
        response: { 200: adminUserResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await createAdminUser(app.db, request, request.body),
    }),
  );

  app.post(
    ADMIN_API.user,
    {
      config,
      schema: {
        ...admin,
        summary: 'Change username or role, or disable/enable an admin user',
        params: z.object({ adminId: idParam }),
        body: adminUserUpdateBody,
        response: { 200: adminUserResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateAdminUser(
        app.db,
        request,
        request.admin?.adminId,
        request.params.adminId,
        request.body,
      ),
    }),
  );
};
