import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { canOpenAdminPage, isAdminRole, type AdminPage, type AdminProfile } from '@cl/contracts';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { findActiveAdmin, toAdminProfile } from '../modules/admin-auth/admin-auth.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The admin page (spec 6 prefix) whose roles may call this route. */
    adminPage?: AdminPage;
    /** Any signed-in admin may call it (their own session, menu). */
    anyAdmin?: boolean;
  }
  interface FastifyRequest {
    admin?: AdminProfile;
  }
  interface FastifyInstance {
    /** Every admin route and the page it belongs to (the role-matrix test walks these). */
    adminRoutes: { method: string; url: string; page: AdminPage | null }[];
    /** For a route that is admin-only in some modes (e.g. a query flag): the same check as the guard. */
    requireAdminPage: (request: FastifyRequest, page: AdminPage | null) => Promise<void>;
  }
}

/**
 * spec 6 on the server: a route that names an admin page in its config gets a guard that needs an
 * admin session and a role the page allows. The guard is attached when the route is declared, so
 * no admin route can be registered without it.
 */
export const adminAccessPlugin = fp((app: FastifyInstance) => {
  app.decorate('adminRoutes', []);
  app.decorateRequest('admin', undefined);

  const check = async (request: FastifyRequest, page: AdminPage | null, reply?: FastifyReply) => {
    // Role and status are read fresh on every request: a demoted or disabled admin's open session
    // keeps no power it lost (issue 12 finding 2).
    await app.requireAdminSession(request, reply);
    const session = request.session;
    if (!session) throw unauthorized();
    const row = await findActiveAdmin(app.db, session.subjectId);
    if (!row || !isAdminRole(row.role)) throw unauthorized('Your session has ended. Please sign in again');
    const admin = toAdminProfile(row);
    if (page && !canOpenAdminPage(admin.role, page)) throw forbidden('Your role may not open this page');
    request.admin = admin;
  };
  app.decorate('requireAdminPage', check);
  const guard = (page: AdminPage | null) => (request: FastifyRequest, reply: FastifyReply) =>
    check(request, page, reply);

  app.addHook('onRoute', (route) => {
    const page = route.config?.adminPage ?? null;
    if (!page && !route.config?.anyAdmin) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== 'HEAD') app.adminRoutes.push({ method, url: route.url, page });
    const existing = route.onRequest;
    const own: onRequestAsyncHookHandler = async (request, reply) => {
      await guard(page)(request, reply);
    };
    route.onRequest = existing ? [own, ...(Array.isArray(existing) ? existing : [existing])] : [own];
  });
});
