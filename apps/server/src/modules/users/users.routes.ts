import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  consentWithdrawBody,
  errorResponse,
  identityCheckBody,
  maskInfoResponse,
  profileUpdateBody,
  setLanguageBody,
  successMessage,
  userIdParams,
  userResponse,
  USER_API,
  consentGiveBody,
  serverMessage,
  identityCheckResponse,
  productRedirectResponse,
} from '@cl/contracts';
import { AppError, notFound, unauthorized } from '../../lib/app-error.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import type { ActiveSession } from '../auth/session.service.ts';
import { serverRoutedRedirect } from '../offers/journey-gate.ts';
import { startEmailVerification } from './email-verification.routes.ts';
import { getMaskInfo, setLanguage, withdrawConsent, giveConsent } from './users.service.ts';
import { confirmIdentity, readOwnProfile, saveOwnProfile } from './welcome-back.service.ts';

/** A customer reads and changes only their own record; another id answers 404 (no enumeration). */
function ownUserId(request: FastifyRequest, userId: number): number {
  const session = request.session;
  if (!session) throw unauthorized();
  if (session.subjectId !== userId) throw notFound(serverMessage('noSuchUser'));
  return userId;
}

function ownSession(request: FastifyRequest): ActiveSession {
  if (!request.session) throw unauthorized();
  return request.session;
}

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireCustomer);
  const common = { tags: ['customer'], security: [{ bearer: [] }] };

  app.get(
    USER_API.user,
    {
      schema: {
        ...common,
        summary: 'The customer profile (spec 3; PAN and birth date withheld until the welcome-back check)',
        params: userIdParams,
        response: { 200: userResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readOwnProfile(
        app.usersDeps,
        ownSession(request),
        ownUserId(request, request.params.userId),
      ),
    }),
  );

  app.get(
    USER_API.maskInfo,
    {
      schema: {
        ...common,
        summary: 'Masked PAN and birth date',
        params: userIdParams,
        response: { 200: maskInfoResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getMaskInfo(app.usersDeps, ownUserId(request, request.params.userId)),
    }),
  );

  app.post(
    USER_API.setLanguage,
    {
      schema: {
        ...common,
        summary: 'Remember the interface language',
        body: setLanguageBody,
        response: { 200: successMessage, 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      if (request.body.language > 2)
        throw new AppError(400, 'BAD_LANGUAGE', serverMessage('languageNotOffered'));
      await setLanguage(app.usersDeps, ownUserId(request, request.body.uid), request.body.language);
      return { success: true as const, message: 'Language saved' };
    },
  );

  app.post(
    USER_API.profile,
    {
      schema: {
        ...common,
        summary: 'Save one profile form (personal, business, gold, housing, student, two_wheeler, car)',
        params: userIdParams,
        body: profileUpdateBody,
        response: {
          200: userResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const userId = ownUserId(request, request.params.userId);
      const { record: data, emailChanged } = await saveOwnProfile(
        app.usersDeps,
        ownSession(request),
        userId,
        request.body,
        {
          language: requestLanguage(request),
          channel: 'web',
          ip: request.ip,
        },
      );
      // issue 12: a new email starts its verification; the profile is saved even if the code is not.
      if (emailChanged) await startEmailVerification(app, request, reply, userId);
      return { success: true as const, data };
    },
  );

  app.post(
    USER_API.identityCheck,
    {
      schema: {
        ...common,
        summary: 'Welcome back: confirm the registered PAN and birth date (5 tries an hour)',
        params: userIdParams,
        body: identityCheckBody,
        response: {
          200: identityCheckResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const userId = ownUserId(request, request.params.userId);
      await confirmIdentity(
        app.usersDeps,
        ownSession(request),
        userId,
        { pan: request.body.pan, birthDate: request.body.birth_date },
        requestLanguage(request),
      );
      return { success: true as const, matched: true as const };
    },
  );

  app.post(
    USER_API.consentWithdraw,
    {
      schema: {
        ...common,
        summary: 'Withdraw a consent (DPDP)',
        params: userIdParams,
        body: consentWithdrawBody,
        response: {
          200: successMessage,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const userId = ownUserId(request, request.params.userId);
      await withdrawConsent(app.usersDeps, userId, request.body.purpose, {
        language: requestLanguage(request),
        channel: 'web',
        ip: request.ip,
      });
      return { success: true as const, message: 'Consent withdrawn' };
    },
  );

  app.post(
    USER_API.consentGive,
    {
      schema: {
        ...common,
        summary: 'Give a marketing consent (SMS, email or calls)',
        params: userIdParams,
        body: consentGiveBody,
        response: {
          200: successMessage,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const userId = ownUserId(request, request.params.userId);
      await giveConsent(app.usersDeps, userId, request.body.purpose, {
        language: requestLanguage(request),
        channel: 'web',
        ip: request.ip,
      });
      return { success: true as const, message: 'Consent recorded' };
    },
  );

  // spec 4 and 7: gold and housing loans ask the server where to go next (issue 13: their offers).
  for (const [path, family] of [
    [USER_API.goldLoan, 'gold'],
    [USER_API.housingLoan, 'housing'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          ...common,
          summary: 'Next step of the gold or housing journey: the form, the welcome-back check or the offers',
          params: userIdParams,
          response: {
            200: productRedirectResponse,
            401: errorResponse,
            403: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request) => {
        ownUserId(request, request.params.userId);
        return {
          success: true as const,
          redirect: await serverRoutedRedirect(app.db, ownSession(request), family),
        };
      },
    );
  }
};
