import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REVENUE_API,
  monthClosedResponse,
  monthParams,
  monthQuery,
  partnerRateBody,
  partnerRateResponse,
  partnerRatesResponse,
  revenueMonthResponse,
  statementLenderParams,
  statementPartnerParams,
  statementResponse,
} from '@cl/contracts';
import { closeMonth, exportStatement, readStatement, revenueMonth } from './ledger-statements.service.ts';
import { changePartnerRate, partnerRateHistory } from './partner-rates.service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

// Issue 15: the revenue ledger for admins. Finance sits with the commission upload (role 1, spec 6);
// rates are partner terms and sit with the partner pages (role 1).
const errors = errorResponses(400, 401, 403, 404);
const finance = { adminPage: 'commission-upload-file' as const };
const partnerPages = { adminPage: 'partners' as const };
const common = { tags: ['admin: revenue'], security: [{ bearer: [] }] };
const csv = (reply: { header: (k: string, v: string) => unknown }, fileName: string) => {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
};

export const revenueLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    REVENUE_API.month,
    {
      config: finance,
      schema: {
        ...common,
        summary: "A month's statements: per lender (reconciled with payments) and per partner",
        querystring: monthQuery,
        response: { 200: revenueMonthResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await revenueMonth(app.db, request.query.month) }),
  );

  app.post(
    REVENUE_API.closeMonth,
    {
      config: finance,
      schema: {
        ...common,
        summary: 'Close an ended month: its statements never change again',
        params: monthParams,
        response: { 200: monthClosedResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await closeMonth(app.db, request, request.params.month),
    }),
  );

  app.get(
    REVENUE_API.partnerStatement,
    {
      config: finance,
      schema: {
        ...common,
        summary: "A partner's monthly statement",
        params: statementPartnerParams,
        querystring: monthQuery,
        response: { 200: statementResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readStatement(app.db, request.query.month, { partnerId: request.params.partnerId }),
    }),
  );

  app.get(
    REVENUE_API.partnerStatementExport,
    {
      config: finance,
      schema: {
        ...common,
        summary: "A partner's monthly statement as CSV",
        params: statementPartnerParams,
        querystring: monthQuery,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const file = await exportStatement(app.db, request, request.query.month, {
        partnerId: request.params.partnerId,
      });
      csv(reply, file.fileName);
      return reply.send(file.csv);
    },
  );

  app.get(
    REVENUE_API.lenderStatement,
    {
      config: finance,
      schema: {
        ...common,
        summary: "A lender's monthly statement",
        params: statementLenderParams,
        querystring: monthQuery,
        response: { 200: statementResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readStatement(app.db, request.query.month, { lenderId: request.params.lenderId }),
    }),
  );

  app.get(
    REVENUE_API.lenderStatementExport,
    {
      config: finance,
      schema: {
        ...common,
        summary: "A lender's monthly statement as CSV",
        params: statementLenderParams,
        querystring: monthQuery,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const file = await exportStatement(app.db, request, request.query.month, {
        lenderId: request.params.lenderId,
      });
      csv(reply, file.fileName);
      return reply.send(file.csv);
    },
  );

  app.get(
    REVENUE_API.partnerRates,
    {
      config: partnerPages,
      schema: {
        ...common,
        summary: "A partner's revenue rates, newest first",
        params: statementPartnerParams,
        response: { 200: partnerRatesResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await partnerRateHistory(app.db, request.params.partnerId),
    }),
  );

  app.post(
    REVENUE_API.partnerRates,
    {
      config: partnerPages,
      schema: {
        ...common,
        summary: 'A new partner rate from a day on (audited; earlier disbursals keep theirs)',
        params: statementPartnerParams,
        body: partnerRateBody,
        response: { 200: partnerRateResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await changePartnerRate(app.db, request, request.params.partnerId, request.body),
    }),
  );
};
