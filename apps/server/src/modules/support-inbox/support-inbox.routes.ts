import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SUPPORT_INBOX_API,
  errorResponse,
  supportAssigneesResponse,
  supportReferenceParams,
  supportReplyBody,
  supportReplyResponse,
  supportThreadResponse,
  supportThreadUpdateBody,
  supportThreadsQuery,
  supportThreadsResponse,
} from '@cl/contracts';
import { unauthorized } from '../../lib/app-error.ts';
import {
  changeSupportThread,
  listSupportAssignees,
  listSupportThreads,
  readSupportThread,
  replyToSupportThread,
} from './support-inbox.service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404);
const params = supportReferenceParams;

// Issue 15, ADR 022: the support inbox (roles 1 and 3).
export const supportInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminPage: 'support-inbox' as const };
  const common = { tags: ['admin: support inbox'], security: [{ bearer: [] }] };

  app.get(
    SUPPORT_INBOX_API.threads,
    {
      config,
      schema: {
        ...common,
        summary: 'Partner tickets and Help requests, filtered by type, status, assignee and IST days',
        querystring: supportThreadsQuery,
        response: { 200: supportThreadsResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await listSupportThreads(app.db, request.query) }),
  );

  app.get(
    SUPPORT_INBOX_API.thread,
    {
      config,
      schema: {
        ...common,
        summary: 'One thread with its replies',
        params,
        response: { 200: supportThreadResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readSupportThread(app.db, request.params.reference),
    }),
  );

  app.post(
    SUPPORT_INBOX_API.thread,
    {
      config,
      schema: {
        ...common,
        summary: 'Change the status or the assignee of a thread',
        params,
        body: supportThreadUpdateBody,
        response: { 200: supportThreadResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await changeSupportThread(app.db, request, request.params.reference, request.body),
    }),
  );

  app.post(
    SUPPORT_INBOX_API.replies,
    {
      config,
      schema: {
        ...common,
        summary: 'Answer a thread (a Help request is answered by email too)',
        params,
        body: supportReplyBody,
        response: {
          200: supportReplyResponse,
          409: errorResponse,
          ...errors,
        },
      },
    },
    async (request) => {
      const admin = request.admin;
      if (!admin) throw unauthorized();
      const data = await replyToSupportThread(
        { db: app.db, email: app.transports.email, log: request.log },
        request,
        { reference: request.params.reference, adminId: admin.adminId, message: request.body.message },
      );
      return { success: true as const, data };
    },
  );

  app.get(
    SUPPORT_INBOX_API.assignees,
    {
      config,
      schema: {
        ...common,
        summary: 'Admins who may hold a thread',
        response: { 200: supportAssigneesResponse, ...errors },
      },
    },
    async () => ({ success: true as const, data: await listSupportAssignees(app.db) }),
  );
};
