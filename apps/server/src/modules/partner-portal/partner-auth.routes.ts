import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_API,
  errorResponse,
  otpSendBody,
  otpSendResponse,
  otpVerifyBody,
  partnerOtpVerifyResponse,
} from '@cl/contracts';
import { notFound } from '../../lib/app-error.ts';
import { normaliseDestination } from '../auth/otp-rules.ts';
import { sendOtp, verifyOtp } from '../auth/otp.service.ts';
import { createSession } from '../auth/session.service.ts';
import { deviceId } from '../auth/device-id.ts';
import { findPartnerUserByDestination } from './partner-users.repository.ts';

// Partners sign in with an OTP to their registered mobile or email (issue 6): the customer OTP
// service with its own purpose, and a separate partner session.
export const partnerAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const findUser = (channel: 'mobile' | 'email', value: string) =>
    findPartnerUserByDestination(app.db, channel, normaliseDestination(channel, value));
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
          429: errorResponse,
          502: errorResponse,
        },
      },
    },
    async (request, reply) => {
      // issue 12 finding 6: limits first, then the look-up; a stranger gets the same answer and
      // the same cooldown as a partner, but no code is sent (and no SMS paid for) to them.
      const sent = await sendOtp(app.otpDeps(request.log), {
        purpose: 'partner_login',
        ...request.body,
        ip: request.ip,
        deviceId: deviceId(request, reply, app.env.COOKIE_SECURE),
        deliverTo: async (db, destination) =>
          (await findPartnerUserByDestination(db, request.body.channel, destination)) !== undefined,
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
