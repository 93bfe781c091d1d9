import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../../config/env.ts';
import { saveParticipant } from '../protocol/participants.repository.ts';
import type { FetchLike } from '../protocol/registry-lookup.ts';
import { SIMULATOR_PREFIX, localBaseUrl, simulatorMounted } from '../protocol/ondc-settings.ts';
import { simulatedNetwork } from './simulated-network.ts';
import { createSimulatorDesk, type SimulatorDesk } from './simulator-desk.ts';
import { createSimulatorTransport } from './simulator-transport.ts';
import { simulatorRoutes } from './simulator.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The simulated ONDC network, when mounted (development and tests; ADR 032). */
    ondcSimulator: { desk: SimulatorDesk; idle: () => Promise<void> } | null;
  }
}

const CALL_TIMEOUT_MS = 10_000;
// A late lender answers a little after the request's TTL; no scenario needs to wait longer.
const MAX_DELAY_MS = 15 * 60_000;
/** A simulated lender disburses a confirmed loan this long after confirm (ADR 034). */
const DISBURSE_AFTER_MS = 3000;

/** Mounts the simulator at /ondc-sim and lists its lenders as network participants (when configured). */
export async function registerOndcSimulator(
  app: FastifyInstance,
  env: Env,
  fetch: FetchLike = globalThis.fetch,
): Promise<void> {
  if (!simulatorMounted(env)) {
    app.decorate('ondcSimulator', null);
    return;
  }
  const network = simulatedNetwork(localBaseUrl(env));
  const desk = createSimulatorDesk(network, { newId: randomUUID, now: () => new Date() });
  const transport = createSimulatorTransport({
    network,
    fetch,
    timeoutMs: CALL_TIMEOUT_MS,
    maxDelayMs: MAX_DELAY_MS,
    allowTarget: (url) => url.startsWith(`${app.ondc.settings.subscriberUri}/`),
    onAnswer: (lender, action, answer) => {
      app.log.info({ lender: lender.subscriberId, action, answer }, 'ONDC simulator: callback answered');
    },
    onError: (lender, problem) => {
      app.log.warn({ lender: lender.subscriberId }, `ONDC simulator: ${problem}`);
    },
  });
  app.decorate('ondcSimulator', { desk, idle: transport.idle });
  await app.register(
    simulatorRoutes({
      network,
      desk,
      publicKeys: () => transport.publicKeys,
      deliver: transport.deliver,
      disburseAfterMs: DISBURSE_AFTER_MS,
    }),
    { prefix: SIMULATOR_PREFIX },
  );
  // The keys are made at each start, so each start publishes them again.
  app.addHook('onReady', async () => {
    for (const lender of network.lenders) {
      await saveParticipant(app.db, {
        subscriberId: lender.subscriberId,
        uri: lender.subscriberUri,
        uniqueKeyId: lender.uniqueKeyId,
        signingPublicKey: transport.publicKeys.get(lender.subscriberId) ?? '',
        role: 'BPP',
        enabled: true,
      });
    }
  });
  // The simulator calls this same server (gateway, registry, callbacks), so at close its own
  // connections to itself would hold the server open (seen on PostgreSQL, where answers take real
  // time): its deliveries are cancelled and those connections closed before the server stops.
  app.addHook('preClose', (done) => {
    transport.close();
    if (app.server.listening) app.server.closeAllConnections();
    done();
  });
}
