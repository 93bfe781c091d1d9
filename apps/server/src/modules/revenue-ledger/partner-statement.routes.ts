import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PARTNER_STATEMENT_API, monthQuery, statementResponse } from '@cl/contracts';
import { partnerContext } from '../partner-portal/partner-context.ts';
import { exportStatement, readStatement } from './ledger-statements.service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

// Issue 15: a partner's own monthly statement in its portal, the same ledger lines admins see.
const errors = errorResponses(400, 401, 403, 404);
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
