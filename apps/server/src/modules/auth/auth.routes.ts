import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_API,
  LANGUAGE_IDS,
  errorResponse,
  renderServerMessage,
  serverMessage,
  otpSendBody,
  otpSendResponse,
  otpVerifyBody,
  otpVerifyResponse,
  type SessionUser,
  customerSessionResponse,
  successMessage,
} from '@cl/contracts';
import { findOrCreateCustomer } from '../users/users.service.ts';
import type { ProductDetailsRow, UserRow } from '../users/users.repository.ts';
import { findLiveUser, listProductDetails } from '../users/users.repository.ts';
import { answeredProductsOf } from '../users/product-details.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { presentedToken } from '../../plugins/auth.ts';
import { sendOtp, verifyOtp } from './otp.service.ts';
import { deviceId } from './device-id.ts';
import { signInLanguage } from './sign-in-language.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { createSession, revokeSession } from './session.service.ts';
import { linkProspect, readAttribution, resolvePartnerId } from './attribution.ts';

/** spec 3 Session user; `details` are the customer's user_product_details rows (ADR 015). */
export function toSessionUser(row: UserRow, details: readonly ProductDetailsRow[]): SessionUser {
  return {
    userId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    languageId: row.language,
    phoneNumber: row.mobilePhoneNumber,
    pl_completed: row.plCompleted,
    bl_completed: row.blCompleted,
    gl_completed: row.glCompleted,
    hl_completed: row.hlCompleted,
    answered_products: answeredProductsOf(details),
    pl_update_required: row.plUpdateRequired,
    pl_se_update_required: row.plSeUpdateRequired,
  };
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    AUTH_API.otpSend,
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a sign-in code by SMS or email',
        body: otpSendBody,
        response: { 200: otpSendResponse, 400: errorResponse, 429: errorResponse, 502: errorResponse },
      },
    },
    async (request, reply) => {
      const pageLanguage = requestLanguage(request);
      const { channel, value } = request.body;
      const sent = await sendOtp(app.otpDeps(request.log), {
        purpose: 'customer_login',
        ...request.body,
        ip: request.ip,
        deviceId: deviceId(request, reply, app.env.COOKIE_SECURE),
        language: await signInLanguage(app.db, channel, value, pageLanguage),
      });
      const message = renderServerMessage(serverMessage('otpSent'), pageLanguage);
      return { success: true as const, message, ...sent };
    },
  );

  app.post(
    AUTH_API.otpVerify,
    {
      schema: {
        tags: ['auth'],
        summary: 'Check the code, create the customer on first sign-in and start a session',
        body: otpVerifyBody,
        response: { 200: otpVerifyResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { channel, value, otp, language } = request.body;
      const destination = await verifyOtp(app.otpDeps(request.log), {
        purpose: 'customer_login',
        channel,
        value,
        otp,
        ip: request.ip,
      });
      const attribution = {
        ...readAttribution(request),
        sitePartnerId: (await app.resolveSite(request.headers.host)).partnerId ?? undefined,
      };
      const { user } = await findOrCreateCustomer(app.usersDeps, {
        channel,
        destination,
        ip: request.ip,
        language: language === undefined ? undefined : LANGUAGE_IDS[language],
        attribution: {
          partnerId: await resolvePartnerId(app.db, attribution),
          data: attribution.data,
          viaProspect: attribution.prospectId !== undefined,
        },
      });
      await linkProspect(app.db, attribution.prospectId, user.id, destination);
      const { token, expiresAt } = await createSession(
        app.db,
        { area: 'customer', subjectId: user.id, ip: request.ip, userAgent: request.headers['user-agent'] },
        app.sessionTimeouts('customer'),
      );
      app.setSessionCookies(reply, 'customer', token, expiresAt);
      const details = await listProductDetails(app.db, user.id);
      return { success: true as const, data: toSessionUser(user, details), token };
    },
  );

  app.get(
    AUTH_API.session,
    {
      schema: {
        tags: ['auth'],
        summary: "The signed-in customer's session user (start-up, spec 4)",
        response: { 200: customerSessionResponse, 401: errorResponse },
      },
      onRequest: app.requireCustomer,
    },
    async (request) => {
      const session = request.session;
      if (!session) throw unauthorized();
      const user = await findLiveUser(app.db, session.subjectId);
      if (!user) throw unauthorized();
      return {
        success: true as const,
        data: {
          user: toSessionUser(user, await listProductDetails(app.db, user.id)),
          returningConfirmed: session.identityConfirmed,
          idleTimeoutSeconds: app.sessionTimeouts('customer').idleSeconds,
        },
      };
    },
  );

  // spec 4: the web calls this, then clears cookies and reloads even if it fails. Logging out only
  // lowers privilege, so it needs no CSRF token; it revokes every area's session it is shown.
  app.post(
    AUTH_API.logout,
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the session on the server and clear session cookies',
        response: { 200: successMessage },
      },
    },
    async (request, reply) => {
      for (const area of ['customer', 'partner', 'admin'] as const) {
        const presented = presentedToken(request, area);
        if (presented) await revokeSession(app.db, presented.token);
      }
      app.clearSessionCookies(reply);
      return { success: true as const, message: 'Signed out' };
    },
  );
};
