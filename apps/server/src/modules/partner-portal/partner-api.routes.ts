import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  PARTNER_API,
  apiKeyCreateBody,
  errorResponse,
  leadPushBody,
  leadPushResponse,
  partnerApiKeyCreateResponse,
  partnerApiKeyRevokeResponse,
  partnerApiKeysResponse,
  type PartnerApiKey,
  idParam,
  leadPushHeaders,
} from '@cl/contracts';
import { AppError, tooManyRequests, unauthorized } from '../../lib/app-error.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { partnerContext } from './partner-context.ts';
import { createApiKey, revokeApiKey } from './partner-api.service.ts';
import {
  findApiKeyByHash,
  insertLeadOnce,
  listApiKeys,
  touchApiKey,
  type ApiKeyRow,
} from './partner-api.repository.ts';

const toKeyRow = (r: ApiKeyRow): PartnerApiKey => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  revoked: r.revokedAt !== null,
});

/** Partner API keys (shown once) and the lead-push API they authenticate (issue 6). */
export const partnerApiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requirePartner);
  const common = { tags: ['partner'], security: [{ bearer: [] }] };

  app.get(
    PARTNER_API.apiKeys,
    {
      schema: {
        ...common,
        summary: 'My API keys',
        response: { 200: partnerApiKeysResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const ctx = await partnerContext(app.db, request);
      const rows = await listApiKeys(app.db, ctx.partnerId);
      return { success: true as const, data: rows.map(toKeyRow) };
    },
  );

  app.post(
    PARTNER_API.apiKeys,
    {
      onRequest: app.requirePartnerOwnSession,
      schema: {
        ...common,
        summary: 'Create an API key (the key is shown only in this answer)',
        body: apiKeyCreateBody,
        response: {
          200: partnerApiKeyCreateResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const ctx = await partnerContext(app.db, request);
      const { row, key } = await createApiKey(app.db, request, ctx.partnerId, request.body.name);
      return { success: true as const, data: toKeyRow(row), key };
    },
  );

  app.post(
    PARTNER_API.apiKey,
    {
      onRequest: app.requirePartnerOwnSession,
      schema: {
        ...common,
        summary: 'Revoke an API key',
        params: z.object({ keyId: idParam }),
        response: {
          200: partnerApiKeyRevokeResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const ctx = await partnerContext(app.db, request);
      const row = await revokeApiKey(app.db, request, ctx.partnerId, request.params.keyId);
      return { success: true as const, data: toKeyRow(row) };
    },
  );
};

async function partnerForKey(app: Parameters<FastifyPluginAsyncZod>[0], request: FastifyRequest) {
  const header = request.headers['x-api-key'];
  const key = typeof header === 'string' ? header : request.headers.authorization?.replace(/^Bearer /, '');
  if (!key?.startsWith('clk_')) throw unauthorized('An API key is required (X-Api-Key header)');
  const row = await findApiKeyByHash(app.db, sha256Hex(key));
  if (!row || row.revokedAt) throw unauthorized('This API key is not valid');
  return row;
}

export const leadPushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PARTNER_API.leadPush,
    {
      schema: {
        tags: ['partner API'],
        summary: 'Push a lead from your own system',
        description:
          'Authenticate with `X-Api-Key: clk_…` (create keys under Digital integration). Send an `Idempotency-Key` header: a repeated request with the same key answers the first lead. 60 requests a minute per key.\n\n```\ncurl -X POST https://<host>/api/partner/v1/leads \\\n  -H "X-Api-Key: clk_…" -H "Idempotency-Key: 7d1c…" -H "Content-Type: application/json" \\\n  -d \'{"name":"Asha Verma","mobile":"9876543210","product":"personal","amount":200000,"pincode":"560034"}\'\n```',
        headers: leadPushHeaders,
        body: leadPushBody,
        response: {
          200: leadPushResponse,
          400: errorResponse,
          401: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const key = await partnerForKey(app, request);
      const limit = await hitRateLimit(
        app.db,
        { bucket: 'lead_push', limit: 60, windowSeconds: 60 },
        String(key.id),
      );
      if (!limit.allowed)
        throw tooManyRequests(`Rate limit reached. Try again in ${limit.retryAfterSeconds} seconds`);
      await touchApiKey(app.db, key.id);
      const idempotencyKey = request.headers['idempotency-key'];
      const body = request.body;
      const { row, created } = await insertLeadOnce(app.db, {
        partnerId: key.partnerId,
        source: 'api',
        idempotencyKey,
        name: body.name,
        mobile: body.mobile,
        email: body.email,
        product: body.product,
        amount: body.amount,
        pincode: body.pincode,
      });
      if (!row) throw new AppError(409, 'CONFLICT', 'The lead could not be stored; please retry');
      const base = app.env.PUBLIC_BASE_URL ?? `http://localhost:${String(app.env.PORT)}`;
      return {
        success: true as const,
        created,
        data: { leadId: row.publicId, transferUrl: `${base}/transfer/${row.publicId}` },
      };
    },
  );
};
