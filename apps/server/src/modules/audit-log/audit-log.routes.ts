import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_API, auditAdminsResponse, auditSearchBody, auditSearchResponse } from '@cl/contracts';
import { exportAuditLog, listAuditAdmins, searchAuditLog } from './audit-log.service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403);

// Issue 15, ADR 022: the audit screen, role 1 only (its adminPage's roles).
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminPage: 'audit-log' as const };
  const common = { tags: ['admin: audit log'], security: [{ bearer: [] }] };

  app.post(
    AUDIT_API.search,
    {
      config,
      schema: {
        ...common,
        summary: 'Search the audit and access logs by person, admin, action and IST days',
        body: auditSearchBody,
        response: { 200: auditSearchResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await searchAuditLog(app.db, request.body) }),
  );

  app.post(
    AUDIT_API.export,
    {
      config,
      schema: {
        ...common,
        summary: 'The same search as CSV (times in IST)',
        body: auditSearchBody,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await exportAuditLog(app.db, request, request.body);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(csv);
    },
  );

  app.get(
    AUDIT_API.admins,
    {
      config,
      schema: {
        ...common,
        summary: 'Admins to search by',
        response: { 200: auditAdminsResponse, ...errors },
      },
    },
    async () => ({ success: true as const, data: await listAuditAdmins(app.db) }),
  );
};
