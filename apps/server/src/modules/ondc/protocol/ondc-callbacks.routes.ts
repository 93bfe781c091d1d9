import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ONDC_CALLBACK_ACTIONS, ondcAckResponse, ondcCallbackPath } from '@cl/contracts';
import { hitRateLimit } from '../../../lib/rate-limit.ts';
import { nack, ONDC_ERROR } from './ack.ts';
import { receiveCallback, type ReceiveDeps } from './receive-callback.ts';
import { parseAuthorization } from './signature.ts';

/**
 * The request body as received. The signature covers the exact bytes, so the JSON is parsed only
 * after they are checked; the bytes sit in a private field, out of reach of hooks that walk a
 * parsed body's properties.
 */
class RawBody {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

/**
 * Who a callback counts against: the subscriber its keyId names (not verified yet: the limit comes
 * before any work, so a forger naming a lender spends that lender's budget, ADR 031), else the IP.
 */
function senderKey(authorization: string | undefined, ip: string): string {
  const subscriberId = authorization ? parseAuthorization(authorization)?.subscriberId : undefined;
  return subscriberId ? `subscriber:${subscriberId}` : `ip:${ip}`;
}

/**
 * POST /ondc/on_* (issue 17): rate limit -> verify -> store -> ACK, or NACK with the reason
 * (ADR 031). The limit is counted per sender in the app's shared counters (lib/rate-limit.ts).
 */
export function ondcCallbackRoutes(
  deps: Omit<ReceiveDeps, 'db'> & { ratePerMinute: number },
): FastifyPluginAsyncZod {
  const { ratePerMinute, ...receiveDeps } = deps;
  const rule = { bucket: 'ondc_callback', limit: ratePerMinute, windowSeconds: 60 };
  return async (app) => {
    // Only inside this plugin: every other route keeps Fastify's JSON parser.
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, new RawBody(Buffer.isBuffer(body) ? body : Buffer.from(body)));
    });
    for (const action of ONDC_CALLBACK_ACTIONS) {
      app.post(
        ondcCallbackPath(action),
        {
          schema: {
            tags: ['ondc'],
            summary: `ONDC FIS12 ${action} callback (signed by the lender's app)`,
            response: {
              200: ondcAckResponse,
              400: ondcAckResponse,
              401: ondcAckResponse,
              429: ondcAckResponse,
            },
          },
        },
        async (request, reply) => {
          const limit = await hitRateLimit(
            app.db,
            rule,
            senderKey(request.headers.authorization, request.ip),
          );
          if (!limit.allowed) {
            request.log.warn({ ondcAction: action }, 'ondc callback over the rate limit');
            const message = `Too many requests: try again in ${String(limit.retryAfterSeconds)} seconds`;
            return reply
              .status(429)
              .header('retry-after', String(limit.retryAfterSeconds))
              .send(nack(ONDC_ERROR.rateLimited, message));
          }
          const rawBody = request.body instanceof RawBody ? request.body.bytes : Buffer.alloc(0);
          const outcome = await receiveCallback(
            { ...receiveDeps, db: app.db },
            { action, rawBody, authorization: request.headers.authorization, now: new Date() },
          );
          if (outcome.stored === 'refused')
            request.log.warn({ ondcAction: action, reason: outcome.reason }, 'ondc callback refused');
          return reply.status(outcome.status).send(outcome.body);
        },
      );
    }
  };
}
