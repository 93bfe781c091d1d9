import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PARTNER_STATEMENT_API, errorResponse, monthQuery, statementResponse } from '@cl/contracts';
import { partnerContext } from '../partner-portal/partner-context.ts';
import { exportStatement, readStatement } from './ledger-statements.service.ts';

// Issue 15: a partner's own monthly statement in its portal, the same ledger lines admins see.
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const common = { tags: ['partner'], security: [{ bearer: [] }] };

export const partnerStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requirePartner);

  app.get(
    PARTNER_STATEMENT_API.statement,
    {
      schema: {
        ...common,
        summary: 'My monthly statement',
        querystring: monthQuery,
        response: { 200: statementResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = await partnerContext(app.db, request);
      return {
        success: true as const,
        data: await readStatement(app.db, request.query.month, { partnerId: ctx.partnerId }),
      };
    },
  );

  app.get(
    PARTNER_STATEMENT_API.export,
    {
      schema: {
        ...common,
        summary: 'My monthly statement as CSV',
        querystring: monthQuery,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await partnerContext(app.db, request);
      const file = await exportStatement(app.db, request, request.query.month, { partnerId: ctx.partnerId });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.csv);
    },
  );
};
