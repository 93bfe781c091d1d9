import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleMessages } from '../../../../test/support/ondc-conformance.ts';
import type { Delivery } from './scenarios.ts';
import { simulatedNetwork } from './simulated-network.ts';
import { createSimulatorDesk } from './simulator-desk.ts';
import { simulatorRoutes } from './simulator.routes.ts';

const network = simulatedNetwork('http://127.0.0.1:3000');
const desk = createSimulatorDesk(network, { newId: randomUUID, now: () => new Date() });
const sent: { lender: string; deliveries: Delivery[] }[] = [];
const app = Fastify({ logger: false });

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(
    simulatorRoutes({
      network,
      desk,
      publicKeys: () => new Map([[network.lenders[0]?.subscriberId ?? '', 'cHVibGljLWtleQ==']]),
      deliver: (lender, deliveries) => sent.push({ lender: lender.key, deliveries }),
    }),
    { prefix: '/ondc-sim' },
  );
});
afterAll(() => app.close());

const search = () => exampleMessages().find((message) => message.file === 'search/search-request.yaml')?.body;

describe('the simulated network over HTTP', () => {
  it('broadcasts a search through the gateway: every lender ACKs and plans its on_search', async () => {
    sent.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/ondc-sim/gateway/search',
      payload: search() as object,
    });
    expect(response.json()).toEqual({ message: { ack: { status: 'ACK' } } });
    expect(sent.map((entry) => entry.lender)).toEqual(network.lenders.map((lender) => lender.key));
    expect(sent.every((entry) => entry.deliveries[0]?.body.context.action === 'on_search')).toBe(true);
  });

  it('serves the lender form as HTML and answers its submission with a submission id', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/ondc-sim/bpp/sahyog/forms/sahyog-application?txn=t-9',
    });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(
      'action="http://127.0.0.1:3000/ondc-sim/bpp/sahyog/forms/sahyog-application?txn=t-9"',
    );
    const submitted = await app.inject({
      method: 'POST',
      url: '/ondc-sim/bpp/sahyog/forms/sahyog-application?txn=t-9',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Asha+Verma&phone=9876543210&email=asha%40example.com&amount=200000',
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json<{ submission_id: string }>().submission_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(desk.file('sahyog', 't-9')?.requestedPaise).toBe(200_000_00);
    const bad = await app.inject({
      method: 'POST',
      url: '/ondc-sim/bpp/sahyog/forms/sahyog-application?txn=t-9',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=&phone=1',
    });
    expect(bad.statusCode).toBe(400);
    const other = await app.inject({
      method: 'GET',
      url: '/ondc-sim/bpp/sahyog/forms/kosh-application?txn=t',
    });
    expect(other.statusCode).toBe(404);
  });

  it('NACKs a select for another lender or before any form, and answers the registry lookup with the keyed lenders', async () => {
    const select = exampleMessages().find(
      (message) => message.file === 'select/select-request-set-loan-amount.yaml',
    );
    const body = select?.body as { context: Record<string, unknown> };
    const elsewhere = await app.inject({ method: 'POST', url: '/ondc-sim/bpp/kosh/select', payload: body });
    expect(elsewhere.json()).toMatchObject({
      message: { ack: { status: 'NACK' } },
      error: { code: '80216' },
    });
    body.context.bpp_id = network.lenders[1]?.subscriberId;
    const noForm = await app.inject({ method: 'POST', url: '/ondc-sim/bpp/kosh/select', payload: body });
    expect(noForm.json()).toMatchObject({ message: { ack: { status: 'NACK' } }, error: { code: '80217' } });
    const lookup = await app.inject({
      method: 'POST',
      url: '/ondc-sim/registry/lookup',
      payload: { type: 'BPP' },
    });
    expect(lookup.json()).toEqual([
      expect.objectContaining({ subscriber_id: network.lenders[0]?.subscriberId }),
    ]);
  });
});
