import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LENDER_FORMS, renderLenderForm, type LenderForm } from './lender-forms.ts';
import type { Delivery } from './scenarios.ts';
import { simulatedLender, type SimulatedLender, type SimulatedNetwork } from './simulated-network.ts';
import { registryLookup } from './simulated-registry.ts';
import type { SimulatorDesk } from './simulator-desk.ts';

// The simulated network over HTTP (development and tests, mounted at /ondc-sim like the lender
// sandbox): the registry's lookup, the gateway's search, each lender app's endpoints and forms. Callbacks are
// handed to `deliver`, which the protocol layer supplies: it signs (or not, per the scenario),
// waits the planned delay and posts them to the buyer app.

export interface SimulatorRouteOptions {
  network: SimulatedNetwork;
  desk: SimulatorDesk;
  /** Each lender's public signing key (base64), by subscriber id. */
  publicKeys: () => ReadonlyMap<string, string>;
  deliver: (lender: SimulatedLender, deliveries: Delivery[]) => void;
  /**
   * A confirmed loan is reported disbursed this long after confirm, by the lender's own on_update
   * (ADR 034: a development server and the browser test see the whole journey); off when absent.
   */
  disburseAfterMs?: number;
}

const lenderParams = z.object({ lender: z.string().regex(/^[a-z0-9-]{1,40}$/) });
const formParams = lenderParams.extend({ formId: z.string().regex(/^[a-z0-9-]{1,60}$/) });
const txnQuery = z.object({ txn: z.string().min(1).max(100) });
const ackBody = z.object({
  message: z.object({ ack: z.object({ status: z.enum(['ACK', 'NACK']) }) }),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
const notFound = z.object({ error: z.string() });
const ACTIONS = ['search', 'select', 'init', 'confirm', 'status', 'update'] as const;

function formOf(lender: SimulatedLender, formId: string): LenderForm | undefined {
  return LENDER_FORMS.find((form) => `${lender.key}-${form}` === formId);
}

function findLender(network: SimulatedNetwork, key: string): SimulatedLender | undefined {
  return network.lenders.some((lender) => lender.key === key) ? simulatedLender(network, key) : undefined;
}

export function simulatorRoutes(options: SimulatorRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    // Lender forms post as a browser does; this parser is scoped to the simulator's routes.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    app.post(
      '/registry/lookup',
      {
        schema: {
          tags: ['ondc simulator'],
          summary: 'Registry lookup of the simulated network',
          body: z.object({
            subscriber_id: z.string().optional(),
            ukId: z.string().optional(),
            type: z.string().optional(),
            domain: z.string().optional(),
          }),
        },
      },
      async (request) => registryLookup(options.network, options.publicKeys(), request.body),
    );

    app.get(
      '/bpp/:lender/forms/:formId',
      { schema: { tags: ['ondc simulator'], params: formParams, querystring: txnQuery } },
      async (request, reply) => {
        const lender = findLender(options.network, request.params.lender);
        const form = lender && formOf(lender, request.params.formId);
        if (!lender || !form) return reply.status(404).send({ error: 'No such form' });
        const submitUrl = `${lender.subscriberUri}/forms/${request.params.formId}?txn=${encodeURIComponent(request.query.txn)}`;
        return reply.type('text/html; charset=utf-8').send(renderLenderForm(lender, form, submitUrl));
      },
    );

    app.post(
      '/bpp/:lender/forms/:formId',
      {
        schema: {
          tags: ['ondc simulator'],
          params: formParams,
          querystring: txnQuery,
          body: z.record(z.string(), z.string()),
          response: {
            200: z.object({ submission_id: z.string() }),
            400: z.object({ errors: z.array(z.string()) }),
            404: notFound,
          },
        },
      },
      async (request, reply) => {
        const lender = findLender(options.network, request.params.lender);
        const form = lender && formOf(lender, request.params.formId);
        if (!lender || !form) return reply.status(404).send({ error: 'No such form' });
        const answer = options.desk.submitForm(lender.key, form, request.query.txn, request.body);
        if (!answer.ok) return reply.status(400).send({ errors: answer.errors });
        return { submission_id: answer.submissionId };
      },
    );

    // The gateway: a search goes to every lender app; it ACKs for the network, as ONDC's does.
    app.post(
      '/gateway/search',
      { schema: { tags: ['ondc simulator'], body: z.unknown(), response: { 200: ackBody } } },
      async (request) => {
        for (const lender of options.network.lenders) {
          const answer = options.desk.answer(lender.key, request.body);
          if (answer.ack === 'ACK') options.deliver(lender, answer.deliveries);
        }
        return { message: { ack: { status: 'ACK' as const } } };
      },
    );

    app.post(
      '/bpp/:lender/:action',
      {
        schema: {
          tags: ['ondc simulator'],
          summary: 'A simulated lender app receiving a buyer-app request',
          params: lenderParams.extend({ action: z.enum(ACTIONS) }),
          body: z.unknown(),
          response: { 200: ackBody, 404: notFound },
        },
      },
      async (request, reply) => {
        const lender = findLender(options.network, request.params.lender);
        if (!lender) return reply.status(404).send({ error: 'No such lender' });
        const answer = options.desk.answer(lender.key, request.body);
        if (answer.ack === 'NACK')
          return { message: { ack: { status: 'NACK' as const } }, error: answer.error };
        options.deliver(lender, answer.deliveries);
        if (request.params.action === 'confirm') disburseLater(lender, request.body);
        return { message: { ack: { status: 'ACK' as const } } };
      },
    );

    /** The lender disburses a loan it has just confirmed, once, a little later. */
    function disburseLater(lender: SimulatedLender, body: unknown) {
      const after = options.disburseAfterMs;
      const transactionId = transactionOf(body);
      if (after === undefined || transactionId === undefined) return;
      const file = options.desk.file(lender.key, transactionId);
      if (!file?.sanctionedAt || file.events.some((event) => event.kind === 'disbursed')) return;
      const answer = options.desk.notify(lender.key, transactionId, [{ kind: 'disbursed' }]);
      if (answer.ack === 'ACK')
        options.deliver(
          lender,
          answer.deliveries.map((delivery) => ({ ...delivery, delayMs: delivery.delayMs + after })),
        );
    }
  };
}

function transactionOf(body: unknown): string | undefined {
  const context = (body as { context?: { transaction_id?: unknown } } | null)?.context;
  return typeof context?.transaction_id === 'string' ? context.transaction_id : undefined;
}
