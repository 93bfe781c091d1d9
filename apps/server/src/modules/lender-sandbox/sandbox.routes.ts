import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lenderApplicationRequest,
  lenderApplicationResponse,
  type LenderApplicationResponse,
} from '../lender-connectors/lender-api.ts';

/**
 * The lender sandbox: a stand-in for lenders' APIs in development and tests (docs/lender-api.md).
 * Per lender it can accept, decline with a reason, answer slowly, or fail with 500 for the next N
 * calls, set through /__control. Answers are kept per idempotency key, so a retried call gets the
 * first answer and creates nothing new, as a real lender API must.
 */
export interface SandboxState {
  mode: 'accept' | 'decline';
  declineReason: string;
  delayMs: number;
  failNext: number;
  /** Every call received, retries included. */
  calls: { slug: string; idempotencyKey: string; reference: string }[];
  /** Applications created: one per idempotency key. */
  created: Map<string, LenderApplicationResponse>;
}

export function createSandboxState(): SandboxState {
  return {
    mode: 'accept',
    declineReason: 'Your credit profile does not meet our current policy',
    delayMs: 0,
    failNext: 0,
    calls: [],
    created: new Map(),
  };
}

const controlBody = z.object({
  mode: z.enum(['accept', 'decline']).optional(),
  declineReason: z.string().min(1).max(300).optional(),
  delayMs: z.number().int().min(0).max(60_000).optional(),
  failNext: z.number().int().min(0).max(1000).optional(),
  reset: z.boolean().optional(),
});

export function sandboxRoutes(state: SandboxState): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/:slug/applications',
      {
        schema: {
          tags: ['lender sandbox'],
          summary: 'Generic lender API: submit an application',
          params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,64}$/) }),
          headers: z.object({ 'idempotency-key': z.string().min(8).max(100) }),
          body: lenderApplicationRequest,
          response: { 200: lenderApplicationResponse, 500: z.object({ error: z.string() }) },
        },
      },
      async (request, reply) => {
        const key = request.headers['idempotency-key'];
        state.calls.push({
          slug: request.params.slug,
          idempotencyKey: key,
          reference: request.body.reference,
        });
        if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
        if (state.failNext > 0) {
          state.failNext -= 1;
          return reply.status(500).send({ error: 'sandbox failure on demand' });
        }
        const earlier = state.created.get(key);
        if (earlier) return earlier;
        const answer: LenderApplicationResponse =
          state.mode === 'accept'
            ? {
                status: 'accepted',
                lender_reference: `SBX-${request.params.slug.toUpperCase()}-${state.created.size + 1}`,
              }
            : { status: 'declined', lender_reference: null, reason: state.declineReason };
        state.created.set(key, answer);
        return answer;
      },
    );

    app.post(
      '/__control',
      {
        schema: {
          tags: ['lender sandbox'],
          summary: 'Set the sandbox behaviour',
          body: controlBody,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        const body = request.body;
        if (body.reset) Object.assign(state, createSandboxState());
        if (body.mode) state.mode = body.mode;
        if (body.declineReason) state.declineReason = body.declineReason;
        if (body.delayMs !== undefined) state.delayMs = body.delayMs;
        if (body.failNext !== undefined) state.failNext = body.failNext;
        return { ok: true as const };
      },
    );

    app.get(
      '/__received',
      {
        schema: {
          tags: ['lender sandbox'],
          summary: 'What the sandbox received',
          response: {
            200: z.object({
              calls: z.number().int(),
              created: z.number().int(),
              references: z.array(z.string()),
            }),
          },
        },
      },
      async () => ({
        calls: state.calls.length,
        created: state.created.size,
        references: state.calls.map((c) => c.reference),
      }),
    );
  };
}
