import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIES, serverMessage, type SessionArea } from '@cl/contracts';
import type { Env } from '../config/env.ts';
import { AppError, forbidden, unauthorized } from '../lib/app-error.ts';
import { hmacHex, safeEqualHex, sha256Hex } from '../lib/crypto.ts';
import { memoByText } from '../lib/memo.ts';
import {
  findActiveSession,
  readSession,
  type ActiveSession,
  type SessionReader,
  type SessionTimeouts,
} from '../modules/auth/session.service.ts';
import { findLiveSessionWithCustomer } from '../modules/auth/session.repository.ts';
import type { CustomerSnapshot } from '../modules/users/users.repository.ts';
import { masqueradeAdminMayAct, recordMasqueradeAction } from '../modules/masquerade/masquerade.service.ts';
import { sameOrigin } from './same-origin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a guard: the signed-in session of the guarded area. */
    session?: ActiveSession;
    /** Set by requireCustomerWithRecord: the customer's record and forms, read with the session. */
    customerRecord?: CustomerSnapshot;
  }
  interface FastifyInstance {
    sessionTimeouts: (area: SessionArea) => SessionTimeouts;
    /** STYLE 5: access levels are named guards. */
    requireCustomer: (request: FastifyRequest, reply?: FastifyReply) => Promise<void>;
    /**
     * requireCustomer that reads the customer's record and product forms in the session's own
     * statement (request.customerRecord): one round trip fewer where a route reads them anyway
     * (the offers call, issue 16, ADR 028).
     */
    requireCustomerWithRecord: (request: FastifyRequest, reply?: FastifyReply) => Promise<void>;
    requirePartner: (request: FastifyRequest, reply?: FastifyReply) => Promise<void>;
    /** A partner's own session, not an admin acting as the partner (credentials, contact, payout). */
    requirePartnerOwnSession: (request: FastifyRequest, reply?: FastifyReply) => Promise<void>;
    requireAdminSession: (request: FastifyRequest, reply?: FastifyReply) => Promise<void>;
    setSessionCookies: (reply: FastifyReply, area: SessionArea, token: string, expiresAt: Date) => void;
    /** Sets the CSRF cookie derived from a session token (after switching back to another session). */
    setCsrfCookie: (reply: FastifyReply, sessionToken: string) => void;
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

/** Who the route's guard signed in (a customer's user id under requireCustomer); 401 if none did. */
export function sessionSubjectId(request: FastifyRequest): number {
  const id = request.session?.subjectId;
  if (id === undefined) throw unauthorized();
  return id;
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

/** The CSRF token of a session: only the server, holding APP_SECRET, can derive it from the session. */
export function csrfTokenFor(appSecret: Buffer, sessionTokenHash: string): string {
  return hmacHex(appSecret, `csrf:${sessionTokenHash}`);
}

/**
 * Session guards per area, CSRF for cookie-authenticated writes, and the cookie writers (HttpOnly,
 * Secure, SameSite=Lax). CSRF (issue 12 finding 10): the cl_csrf cookie holds an HMAC of a session
 * token the browser presents and must be echoed in x-csrf-token, so a token of another session or a
 * planted cookie fails; and an Origin (or Referer) naming another site is refused.
 */
export const authPlugin = fp((app: FastifyInstance) => {
  const timeouts = sessionTimeoutsFrom(app.env);
  const appSecret = app.secrets.appSecret;
  const allowedOrigins = app.env.PUBLIC_BASE_URL ? [new URL(app.env.PUBLIC_BASE_URL).origin] : [];
  app.decorate('sessionTimeouts', timeouts);
  app.decorateRequest('session', undefined);
  app.decorateRequest('customerRecord', undefined);

  const secure = app.env.COOKIE_SECURE;
  // Issue 16: every signed-in read checks the browser's CSRF cookie against its session's token,
  // an HMAC of about 12 us a read (the largest single cost of the offers call past its SQL). A
  // live session's token is kept once made: only sessions found live reach this, and the process
  // holds APP_SECRET anyway.
  const csrfOfLiveSession = memoByText((tokenHash) => csrfTokenFor(appSecret, tokenHash), 10_000);
  const setCsrfCookie = (reply: FastifyReply, sessionToken: string) => {
    void reply.setCookie(CSRF_COOKIE, csrfTokenFor(appSecret, sha256Hex(sessionToken)), {
      path: '/',
      httpOnly: false,
      secure,
      sameSite: 'lax',
    });
  };
  const checkCsrf = (request: FastifyRequest) => {
    if (!sameOrigin(request, allowedOrigins))
      throw new AppError(403, 'CSRF', 'This request came from another site and was refused');
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    const echoed =
      typeof header === 'string' &&
      cookie !== undefined &&
      cookie.length > 0 &&
      safeEqualHex(sha256Hex(cookie), sha256Hex(header));
    // The token of any session cookie this browser sent: one cl_csrf cookie serves an admin who is
    // also masquerading as a partner in the same browser.
    const bound =
      echoed &&
      Object.values(SESSION_COOKIES).some((name) => {
        const token = request.cookies[name];
        if (token === undefined || token.length === 0) return false;
        return safeEqualHex(sha256Hex(csrfTokenFor(appSecret, sha256Hex(token))), sha256Hex(header));
      });
    if (!bound) throw new AppError(403, 'CSRF', serverMessage('csrf'));
  };

  // The checks are the same whatever `read` reads beside the session; `keep` stores that on the request.
  const guardWith =
    <Extra>(
      area: SessionArea,
      read: SessionReader<Extra>,
      keep: (request: FastifyRequest, extra: Extra) => void,
    ) =>
    async (request: FastifyRequest, reply?: FastifyReply) => {
      const presented = presentedToken(request, area);
      if (!presented) throw unauthorized();
      const found = await findActiveSession(app.db, presented.token, timeouts, read);
      if (!found || found.session.area !== area) throw unauthorized(serverMessage('sessionEnded'));
      await admit(request, reply, presented, found.session);
      keep(request, found.extra);
    };
  const guard = (area: SessionArea) => guardWith(area, readSession, () => undefined);
  /** What every guard checks of a live session of its area before the request goes on. */
  async function admit(
    request: FastifyRequest,
    reply: FastifyReply | undefined,
    presented: { token: string; viaCookie: boolean },
    session: ActiveSession,
  ): Promise<void> {
    // issue 12 finding 2: a masquerade lives only while its admin is active and may still open it.
    if (
      session.masqueradeAdminId !== null &&
      !(await masqueradeAdminMayAct(app.db, session.masqueradeAdminId))
    )
      throw unauthorized(serverMessage('sessionEnded'));
    if (presented.viaCookie && !SAFE_METHODS.has(request.method)) checkCsrf(request);
    // A browser whose CSRF cookie is not this session's (signed in before tokens were bound to
    // sessions, or back from a masquerade) gets the right one on its next read.
    if (presented.viaCookie && reply && SAFE_METHODS.has(request.method)) {
      const expected = csrfOfLiveSession(session.tokenHash);
      if (request.cookies[CSRF_COOKIE] !== expected) setCsrfCookie(reply, presented.token);
    }
    request.session = session;
  }
  app.decorate('requireCustomer', guard('customer'));
  app.decorate(
    'requireCustomerWithRecord',
    guardWith('customer', findLiveSessionWithCustomer, (request, customer) => {
      request.customerRecord = customer;
    }),
  );
  app.decorate('requirePartner', guard('partner'));
  app.decorate('requireAdminSession', guard('admin'));
  app.decorate('requirePartnerOwnSession', async (request: FastifyRequest, reply?: FastifyReply) => {
    if (request.session?.area !== 'partner') await guard('partner')(request, reply);
    if (request.session?.masqueradeAdminId != null)
      throw forbidden(
        "An admin acting as a partner may not change the partner's API keys, contact or payout details",
      );
  });

  // Every write made while masquerading is audited with the admin's id and its outcome.
  // Written with `done` (app.ts says why); only a masquerade's write waits for its audit row, as a
  // promise handed back to Fastify, which sends the reply (and catches what that throws) itself.
  // A write whose audit failed answers 500 through the error handler, whose reply passes here
  // again: that reply is not audited a second time, or the failure would hide the error envelope.
  const auditFailed = new WeakSet<FastifyRequest>();
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      SAFE_METHODS.has(request.method) ||
      request.session?.masqueradeAdminId == null ||
      auditFailed.has(request)
    ) {
      done(null, payload);
      return;
    }
    return recordMasqueradeAction(app.db, request, reply.statusCode).then(
      () => payload,
      (error: unknown) => {
        auditFailed.add(request);
        throw error;
      },
    );
  });

  app.decorate('setCsrfCookie', setCsrfCookie);
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
      setCsrfCookie(reply, token);
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
