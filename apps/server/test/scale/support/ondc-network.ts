import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Delivery } from '../../../src/modules/ondc/simulator/scenarios.ts';
import {
  simulatedNetwork,
  type SimulatedLender,
  type SimulatedNetwork,
} from '../../../src/modules/ondc/simulator/simulated-network.ts';
import { createSimulatorDesk } from '../../../src/modules/ondc/simulator/simulator-desk.ts';
import { createSimulatorTransport } from '../../../src/modules/ondc/simulator/simulator-transport.ts';
import { simulatorRoutes } from '../../../src/modules/ondc/simulator/simulator.routes.ts';
import { SIMULATOR_PREFIX } from '../../../src/modules/ondc/protocol/ondc-settings.ts';
import { freePort } from './cluster.ts';

// Issue 17's fault test: the simulated ONDC network (registry, gateway, lender apps) served by the
// test process on its own port, so that the product server can be a real process the test kills.
// The test holds the lenders' callbacks while the buyer app is down and lets them go after, and can
// act the moment a lender app has read a request (before the lender answers the HTTP call).

export interface TestNetwork {
  baseUrl: string;
  network: SimulatedNetwork;
  registryUrl: string;
  gatewayUrl: string;
  publicKeys: () => ReadonlyMap<string, string>;
  /** Callbacks planned from now on wait in the test until `release`. */
  hold: () => void;
  /** Sends every held callback (each after its own planned delay) and stops holding. */
  release: () => number;
  /** Runs once, when the next request with this action reaches a lender app, before it is answered. */
  onNextRequest: (action: string, run: () => Promise<void>) => void;
  /** Settles when every callback handed to the transport has been posted or refused. */
  idle: () => Promise<void>;
  close: () => Promise<void>;
}

/** Serves the simulated network for the buyer app whose callbacks go to `buyerUri` (…/ondc). */
export async function startTestNetwork(buyerUri: string): Promise<TestNetwork> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  const network = simulatedNetwork(baseUrl);
  const desk = createSimulatorDesk(network, { newId: randomUUID, now: () => new Date() });
  const transport = createSimulatorTransport({
    network,
    fetch: globalThis.fetch,
    timeoutMs: 10_000,
    maxDelayMs: 60_000,
    allowTarget: (url) => url.startsWith(`${buyerUri}/`),
    onAnswer: () => undefined,
    onError: () => undefined,
  });
  let holding = false;
  const held: { lender: SimulatedLender; deliveries: Delivery[] }[] = [];
  const waiting = new Map<string, () => Promise<void>>();

  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('preHandler', async (request) => {
    const action = /\/bpp\/[a-z0-9-]+\/([a-z_]+)$/.exec(request.url.split('?')[0] ?? '')?.[1];
    const run = action === undefined ? undefined : waiting.get(action);
    if (action === undefined || !run) return;
    waiting.delete(action);
    await run();
  });
  await app.register(
    simulatorRoutes({
      network,
      desk,
      publicKeys: () => transport.publicKeys,
      deliver: (lender, deliveries) => {
        if (holding) held.push({ lender, deliveries });
        else transport.deliver(lender, deliveries);
      },
      disburseAfterMs: 500,
    }),
    { prefix: SIMULATOR_PREFIX },
  );
  await app.listen({ host: '127.0.0.1', port });

  return {
    baseUrl,
    network,
    registryUrl: `${baseUrl}${SIMULATOR_PREFIX}/registry`,
    gatewayUrl: `${baseUrl}${SIMULATOR_PREFIX}/gateway`,
    publicKeys: () => transport.publicKeys,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      const count = held.reduce((sum, entry) => sum + entry.deliveries.length, 0);
      for (const entry of held.splice(0)) transport.deliver(entry.lender, entry.deliveries);
      return count;
    },
    onNextRequest: (action, run) => {
      waiting.set(action, run);
    },
    idle: transport.idle,
    close: async () => {
      transport.close();
      await app.close();
    },
  };
}
