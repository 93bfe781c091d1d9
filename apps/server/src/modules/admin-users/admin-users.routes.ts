import { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_API,
  adminUserCreateBody,
  adminUserRow,
  adminUserUpdateBody,
  adminUsersResponse,
  errorResponse,
  idParam,
} from '@cl/contracts';
import { adminUsers } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { hashPassword, toAdminProfile, type AdminRow } from '../admin-auth/admin-auth.service.ts';
import { revokeAllSessions } from '../auth/session.service.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const admin = { tags: ['admin: users'], security: [{ bearer: [] }] };

function toRow(row: AdminRow) {
  return {
    ...toAdminProfile(row),
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

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
      data: (await app.db.select().from(adminUsers).orderBy(asc(adminUsers.id))).map(toRow),
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
        response: { 200: z.object({ success: z.literal(true), data: adminUserRow }), ...errors },
      },
    },
    async (request) => {
      const { email, username, role, password } = request.body;
      const [row] = await app.db
        .insert(adminUsers)
        .values({ email: email.toLowerCase(), username, role, passwordHash: await hashPassword(password) })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict('An admin with this email already exists');
      await audit(app.db, request, {
        action: 'admin_user.create',
        entity: 'admin_user',
        entityId: row.id,
        after: toRow(row),
      });
      return { success: true as const, data: toRow(row) };
    },
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
        response: { 200: z.object({ success: z.literal(true), data: adminUserRow }), ...errors },
      },
    },
    async (request) => {
      const id = request.params.adminId;
      const [before] = await app.db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
      if (!before) throw notFound('No such admin user');
      const { username, role, disabled } = request.body;
      if (id === request.admin?.adminId && (disabled === true || (role !== undefined && role !== 1))) {
        throw badRequest('You cannot disable yourself or take away your own role');
      }
      const [after] = await app.db
        .update(adminUsers)
        .set({
          ...(username === undefined ? {} : { username }),
          ...(role === undefined ? {} : { role }),
          ...(disabled === undefined ? {} : { disabledAt: disabled ? new Date() : null }),
          updatedAt: new Date(),
        })
        .where(eq(adminUsers.id, id))
        .returning();
      if (!after) throw notFound('No such admin user');
      if (disabled === true || (role !== undefined && role !== before.role))
        await revokeAllSessions(app.db, 'admin', id);
      await audit(app.db, request, {
        action: 'admin_user.update',
        entity: 'admin_user',
        entityId: id,
        before: toRow(before),
        after: toRow(after),
      });
      return { success: true as const, data: toRow(after) };
    },
  );
};
