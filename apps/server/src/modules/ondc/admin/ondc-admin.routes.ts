import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ONDC_ADMIN_API,
  ondcFailuresResponse,
  ondcMessageParams,
  ondcMessageRetriedResponse,
  ondcPageQuery,
  ondcQuoteDisagreementsResponse,
  ondcParticipantBody,
  ondcParticipantParams,
  ondcParticipantSavedResponse,
  ondcParticipantsResponse,
  ondcTransactionParams,
  ondcTransactionResponse,
  ondcTransactionsResponse,
} from '@cl/contracts';
import { addParticipant, editParticipant, listParticipantDtos } from './participants-admin.service.ts';
import {
  failuresPage,
  quoteDisagreementsPage,
  retryFailedMessage,
  transactionMessages,
  transactionsPage,
} from './transactions-admin.service.ts';
import { errorResponses } from '../../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = { tags: ['admin: ONDC network'], security: [{ bearer: [] }] };

// Issue 17: the admin side of the ONDC network; role 1 only, as the lenders pages (roles.ts).
export const ondcAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const participants = { adminPage: 'ondc-participants' as const };
  const transactions = { adminPage: 'ondc-transactions' as const };

  app.get(
    ONDC_ADMIN_API.participants,
    {
      config: participants,
      schema: {
        ...tags,
        summary: 'ONDC network participants',
        response: { 200: ondcParticipantsResponse, ...errors },
      },
    },
    async () => ({ success: true as const, data: await listParticipantDtos(app.db) }),
  );

  app.post(
    ONDC_ADMIN_API.participants,
    {
      config: participants,
      schema: {
        ...tags,
        summary: 'Add an ONDC network participant',
        body: ondcParticipantBody,
        response: { 200: ondcParticipantSavedResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Participant added',
      data: await addParticipant(app.db, request, request.body),
    }),
  );

  app.put(
    ONDC_ADMIN_API.participant,
    {
      config: participants,
      schema: {
        ...tags,
        summary: 'Change an ONDC network participant (URI, key, role, on/off)',
        params: ondcParticipantParams,
        body: ondcParticipantBody,
        response: { 200: ondcParticipantSavedResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Participant saved',
      data: await editParticipant(app.db, request, request.params.participantId, request.body),
    }),
  );

  app.get(
    ONDC_ADMIN_API.transactions,
    {
      config: transactions,
      schema: {
        ...tags,
        summary: 'ONDC transactions, latest first',
        querystring: ondcPageQuery,
        response: { 200: ondcTransactionsResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await transactionsPage(app.db, request.query.page ?? 1),
    }),
  );

  app.get(
    ONDC_ADMIN_API.transaction,
    {
      config: transactions,
      schema: {
        ...tags,
        summary: 'Every message of one ONDC transaction, in order, personal data masked',
        params: ondcTransactionParams,
        response: { 200: ondcTransactionResponse, ...errors },
      },
    },
    async (request) => {
      const { transactionId } = request.params;
      return {
        success: true as const,
        data: { transaction_id: transactionId, messages: await transactionMessages(app.db, transactionId) },
      };
    },
  );

  app.get(
    ONDC_ADMIN_API.failures,
    {
      config: transactions,
      schema: {
        ...tags,
        summary: 'ONDC NACKs and refused callbacks, latest first',
        querystring: ondcPageQuery,
        response: { 200: ondcFailuresResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await failuresPage(app.db, request.query.page ?? 1),
    }),
  );

  app.post(
    ONDC_ADMIN_API.messageRetry,
    {
      config: transactions,
      schema: {
        ...tags,
        summary: 'Hand a callback marked failed back to the dispatcher (its attempts start again)',
        params: ondcMessageParams,
        response: { 200: ondcMessageRetriedResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Handed back: the next pass applies it',
      data: await retryFailedMessage(app.db, request, request.params.messageId),
    }),
  );

  app.get(
    ONDC_ADMIN_API.quoteDisagreements,
    {
      config: transactions,
      schema: {
        ...tags,
        summary: 'Network offers whose figures our loan maths does not reproduce, latest first',
        querystring: ondcPageQuery,
        response: { 200: ondcQuoteDisagreementsResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await quoteDisagreementsPage(app.db, request.query.page ?? 1),
    }),
  );
};
