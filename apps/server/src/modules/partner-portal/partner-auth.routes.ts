import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_API,
  errorResponse,
  otpSendBody,
  otpSendResponse,
  otpVerifyBody,
  partnerOtpVerifyResponse,
} from '@cl/contracts';
import { partnerUsers } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { normaliseDestination } from '../auth/otp-rules.ts';
import { sendOtp, verifyOtp } from '../auth/otp.service.ts';
import { createSession } from '../auth/session.service.ts';

// Partners sign in with an OTP to their registered mobile or email (issue 6): the customer OTP
// service with its own purpose, and a separate partner session.
export const partnerAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const findUser = async (channel: 'mobile' | 'email', value: string) => {
    const destination = normaliseDestination(channel, value);
    const column = channel === 'mobile' ? partnerUsers.mobile : partnerUsers.email;
    const [user] = await app.db
      .select()
      .from(partnerUsers)
      .where(and(eq(column, destination), isNull(partnerUsers.disabledAt)))
      .limit(1);
    return user;
  };
  const notRegistered = () =>
    notFound('This mobile number or email is not registered with a partner account');

  app.post(
    AUTH_API.partnerOtpSend,
    {
      schema: {
        tags: ['partner'],
        summary: 'Send a partner sign-in code',
        body: otpSendBody,
        response: {
          200: otpSendResponse,
          400: errorResponse,
          404: errorResponse,
          429: errorResponse,
          502: errorResponse,
        },
      },
    },
    async (request) => {
      // No code is sent (and no SMS paid for) to a number that is not a partner's.
      if (!(await findUser(request.body.channel, request.body.value))) throw notRegistered();
      const sent = await sendOtp(app.otpDeps(request.log), {
        purpose: 'partner_login',
        ...request.body,
        ip: request.ip,
      });
      return { success: true as const, message: 'We have sent you a 6-digit code', ...sent };
    },
  );

  app.post(
    AUTH_API.partnerOtpVerify,
    {
      schema: {
        tags: ['partner'],
        summary: 'Check the code and start a partner session',
        body: otpVerifyBody,
        response: {
          200: partnerOtpVerifyResponse,
          400: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { channel, value, otp } = request.body;
      await verifyOtp(app.otpDeps(request.log), {
        purpose: 'partner_login',
        channel,
        value,
        otp,
        ip: request.ip,
      });
      const user = await findUser(channel, value);
      if (!user) throw notRegistered();
      const { token, expiresAt } = await createSession(
        app.db,
        { area: 'partner', subjectId: user.id, ip: request.ip, userAgent: request.headers['user-agent'] },
        app.sessionTimeouts('partner'),
      );
      app.setSessionCookies(reply, 'partner', token, expiresAt);
      return { success: true as const, data: { partnerId: user.partnerId, userName: user.name }, token };
    },
  );
};
