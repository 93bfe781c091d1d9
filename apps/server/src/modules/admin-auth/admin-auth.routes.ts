import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_API,
  AUTH_API,
  adminLoginBody,
  adminLoginResponse,
  adminSessionResponse,
  errorResponse,
} from '@cl/contracts';
import { unauthorized } from '../../lib/app-error.ts';
import { createSession } from '../auth/session.service.ts';
import { authenticateAdmin, toAdminProfile } from './admin-auth.service.ts';

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    AUTH_API.adminLogin,
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin sign-in with email and password',
        body: adminLoginBody,
        response: { 200: adminLoginResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const row = await authenticateAdmin(app.db, { ...request.body, ip: request.ip });
      const { token, expiresAt } = await createSession(
        app.db,
        { area: 'admin', subjectId: row.id, ip: request.ip, userAgent: request.headers['user-agent'] },
        app.sessionTimeouts('admin'),
      );
      app.setSessionCookies(reply, 'admin', token, expiresAt);
      return { success: true as const, data: toAdminProfile(row), token };
    },
  );

  app.get(
    ADMIN_API.session,
    {
      config: { anyAdmin: true },
      schema: {
        tags: ['admin'],
        summary: 'The signed-in admin',
        response: { 200: adminSessionResponse, 401: errorResponse },
      },
    },
    async (request) => {
      if (!request.admin) throw unauthorized();
      return {
        success: true as const,
        data: { ...request.admin, idleTimeoutSeconds: app.sessionTimeouts('admin').idleSeconds },
      };
    },
  );
};
