import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MASQUERADE_API,
  errorResponse,
  masqueradeExitResponse,
  masqueradeStartResponse,
  masqueradeStartBody,
} from '@cl/contracts';
import { badRequest, unauthorized } from '../../lib/app-error.ts';
import { presentedToken } from '../../plugins/auth.ts';
import { exitMasquerade, startMasquerade } from './masquerade.service.ts';

// spec 4 masquerade: an admin acts as a partner. The server issues a partner session bound to the
// admin (sessions.masquerade_admin_id), audited; Exit ends it and returns to merchant management.
export const masqueradeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    MASQUERADE_API.start,
    {
      config: { adminPage: 'merchant-management' },
      schema: {
        tags: ['admin: masquerade'],
        security: [{ bearer: [] }],
        summary: 'Act as a partner (partner session bound to this admin)',
        body: masqueradeStartBody,
        response: {
          200: masqueradeStartResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const admin = request.admin;
      if (!admin) throw unauthorized();
      const { token, expiresAt } = await startMasquerade(
        app.db,
        request,
        {
          adminId: admin.adminId,
          partnerId: request.body.partnerId,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        },
        app.sessionTimeouts('partner'),
      );
      app.setSessionCookies(reply, 'partner', token, expiresAt);
      return { success: true as const, redirect: '/partner', token };
    },
  );

  app.post(
    MASQUERADE_API.exit,
    {
      onRequest: app.requirePartner,
      schema: {
        tags: ['partner'],
        security: [{ bearer: [] }],
        summary: 'End masquerade and return to merchant management',
        response: {
          200: masqueradeExitResponse,
          400: errorResponse,
          401: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const session = request.session;
      if (!session?.masqueradeAdminId) throw badRequest('This is not a masquerade session');
      await exitMasquerade(app.db, request, {
        partnerUserId: session.subjectId,
        adminId: session.masqueradeAdminId,
        token: presentedToken(request, 'partner')?.token,
      });
      void reply.setCookie('cl_partner_session', '', {
        path: '/',
        httpOnly: true,
        secure: app.env.COOKIE_SECURE,
        sameSite: 'lax',
        maxAge: 0,
      });
      // The CSRF cookie was derived from the partner session: derive it again from the admin's.
      const adminToken = presentedToken(request, 'admin');
      if (adminToken?.viaCookie) app.setCsrfCookie(reply, adminToken.token);
      return { success: true as const, redirect: '/admin/merchant-management' };
    },
  );
};
