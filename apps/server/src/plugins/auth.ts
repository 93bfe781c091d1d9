import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIES, serverMessage, type SessionArea } from '@cl/contracts';
import type { Env } from '../config/env.ts';
import { AppError, unauthorized } from '../lib/app-error.ts';
import { randomToken, safeEqualHex, sha256Hex } from '../lib/crypto.ts';
import {
  findActiveSession,
  type ActiveSession,
  type SessionTimeouts,
} from '../modules/auth/session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a guard: the signed-in session of the guarded area. */
    session?: ActiveSession;
  }
  interface FastifyInstance {
    sessionTimeouts: (area: SessionArea) => SessionTimeouts;
    /** STYLE 5: access levels are named guards. */
    requireCustomer: (request: FastifyRequest) => Promise<void>;
    requirePartner: (request: FastifyRequest) => Promise<void>;
    requireAdminSession: (request: FastifyRequest) => Promise<void>;
    setSessionCookies: (reply: FastifyReply, area: SessionArea, token: string, expiresAt: Date) => void;
    clearSessionCookies: (reply: FastifyReply) => void;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sessionTimeoutsFrom(env: Env): (area: SessionArea) => SessionTimeouts {
  const table: Record<SessionArea, SessionTimeouts> = {
    customer: {
      idleSeconds: env.CUSTOMER_IDLE_MINUTES * 60,
      absoluteSeconds: env.CUSTOMER_SESSION_HOURS * 3600,
    },
    partner: {
      idleSeconds: env.PARTNER_IDLE_MINUTES * 60,
      absoluteSeconds: env.PARTNER_SESSION_HOURS * 3600,
    },
    admin: { idleSeconds: env.ADMIN_IDLE_MINUTES * 60, absoluteSeconds: env.ADMIN_SESSION_HOURS * 3600 },
  };
  return (area) => table[area];
}

/** The token a request presents for an area: Bearer (API clients, spec 7) or the area's cookie. */
export function presentedToken(
  request: FastifyRequest,
  area: SessionArea,
): { token: string; viaCookie: boolean } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    return token ? { token, viaCookie: false } : null;
  }
  const cookie = request.cookies[SESSION_COOKIES[area]];
  return cookie ? { token: cookie, viaCookie: true } : null;
}

/**
 * Session guards per area, CSRF for cookie-authenticated writes (double submit: the cl_csrf cookie
 * must be echoed in x-csrf-token), and the cookie writers (HttpOnly, Secure, SameSite=Lax).
 */
export const authPlugin = fp((app: FastifyInstance) => {
  const timeouts = sessionTimeoutsFrom(app.env);
  app.decorate('sessionTimeouts', timeouts);
  app.decorateRequest('session', undefined);

  const guard = (area: SessionArea) => async (request: FastifyRequest) => {
    const presented = presentedToken(request, area);
    if (!presented) throw unauthorized();
    const session = await findActiveSession(app.db, presented.token, timeouts);
    if (!session || session.area !== area) throw unauthorized(serverMessage('sessionEnded'));
    if (presented.viaCookie && !SAFE_METHODS.has(request.method)) checkCsrf(request);
    request.session = session;
  };
  app.decorate('requireCustomer', guard('customer'));
  app.decorate('requirePartner', guard('partner'));
  app.decorate('requireAdminSession', guard('admin'));

  const secure = app.env.COOKIE_SECURE;
  app.decorate(
    'setSessionCookies',
    (reply: FastifyReply, area: SessionArea, token: string, expiresAt: Date) => {
      void reply.setCookie(SESSION_COOKIES[area], token, {
        path: '/',
        httpOnly: true,
        secure,
        sameSite: 'lax',
        expires: expiresAt,
      });
      void reply.setCookie(CSRF_COOKIE, randomToken(24), {
        path: '/',
        httpOnly: false,
        secure,
        sameSite: 'lax',
      });
    },
  );
  app.decorate('clearSessionCookies', (reply: FastifyReply) => {
    for (const name of [...Object.values(SESSION_COOKIES), CSRF_COOKIE]) {
      void reply.setCookie(name, '', {
        path: '/',
        httpOnly: name !== CSRF_COOKIE,
        secure,
        sameSite: 'lax',
        maxAge: 0,
      });
    }
  });
});

function checkCsrf(request: FastifyRequest): void {
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  const ok =
    typeof header === 'string' &&
    cookie !== undefined &&
    cookie.length > 0 &&
    safeEqualHex(sha256Hex(cookie), sha256Hex(header));
  if (!ok) throw new AppError(403, 'CSRF', serverMessage('csrf'));
}
