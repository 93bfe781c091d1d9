import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  USER_API,
  emailVerificationSentResponse,
  emailVerifyBody,
  errorResponse,
  successMessage,
  userIdParams,
} from '@cl/contracts';
import { AppError, notFound, unauthorized } from '../../lib/app-error.ts';
import { deviceId } from '../auth/device-id.ts';
import { sendEmailVerification, verifyEmail } from './email-verification.service.ts';

// issue 12 finding 1: the signed-in customer proves the email saved in their profile.

function ownUserId(request: FastifyRequest, userId: number): number {
  if (!request.session) throw unauthorized();
  if (request.session.subjectId !== userId) throw notFound('No such user');
  return userId;
}

/** After a profile save with a new email: send its code, but never fail the save over it. */
export async function startEmailVerification(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  try {
    await sendEmailVerification(app.otpDeps(request.log), {
      userId,
      ip: request.ip,
      deviceId: deviceId(request, reply, app.env.COOKIE_SECURE),
    });
  } catch (error) {
    // A limit or a delivery failure: the profile shows "Not verified" and offers "Send code".
    if (!(error instanceof AppError)) throw error;
    request.log.info({ userId, code: error.code }, 'email verification code not sent on save');
  }
}

export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireCustomer);
  const common = { tags: ['customer'], security: [{ bearer: [] }] };

  app.post(
    USER_API.emailVerificationSend,
    {
      schema: {
        ...common,
        summary: 'Send a 6-digit code to the email saved in the profile',
        params: userIdParams,
        response: {
          200: emailVerificationSentResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
          502: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const sent = await sendEmailVerification(app.otpDeps(request.log), {
        userId: ownUserId(request, request.params.userId),
        ip: request.ip,
        deviceId: deviceId(request, reply, app.env.COOKIE_SECURE),
      });
      return { success: true as const, message: 'We have sent a 6-digit code to your email', ...sent };
    },
  );

  app.post(
    USER_API.emailVerify,
    {
      schema: {
        ...common,
        summary: 'Confirm the profile email with its code; it becomes a way to sign in',
        params: userIdParams,
        body: emailVerifyBody,
        response: {
          200: successMessage,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      await verifyEmail(app.otpDeps(request.log), {
        userId: ownUserId(request, request.params.userId),
        otp: request.body.otp,
        ip: request.ip,
      });
      return { success: true as const, message: 'Your email is verified' };
    },
  );
};
