import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ONDC_CALLBACK_ACTIONS, ondcAckResponse, ondcCallbackPath } from '@cl/contracts';
import { receiveCallback, type ReceiveDeps } from './receive-callback.ts';

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

/** POST /ondc/on_* (issue 17): verify -> store -> ACK, or NACK with the reason (ADR 031). */
export function ondcCallbackRoutes(deps: Omit<ReceiveDeps, 'db'>): FastifyPluginAsyncZod {
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
            response: { 200: ondcAckResponse, 400: ondcAckResponse, 401: ondcAckResponse },
          },
        },
        async (request, reply) => {
          const rawBody = request.body instanceof RawBody ? request.body.bytes : Buffer.alloc(0);
          const outcome = await receiveCallback(
            { ...deps, db: app.db },
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
