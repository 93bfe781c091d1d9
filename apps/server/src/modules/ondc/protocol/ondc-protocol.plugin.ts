import type { FastifyInstance } from 'fastify';
import type { Env } from '../../../config/env.ts';
import { startCallbackDispatcher, type CallbackHandlers } from './callback-dispatch.ts';
import { ondcCallbackRoutes } from './ondc-callbacks.routes.ts';
import { resolveOndcSettings, type OndcSettings } from './ondc-settings.ts';
import { sendOndcMessage, type OutboundMessage, type SendResult } from './outbound-client.ts';
import { createRegistryLookup, type FetchLike } from './registry-lookup.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This buyer app on the ONDC network (issue 17, ADR 031). */
    ondc: {
      settings: OndcSettings;
      send: (message: OutboundMessage) => Promise<SendResult>;
    };
  }
}

const KEY_TTL_MS = 5 * 60_000;
const MISS_TTL_MS = 30_000;
/** How long a call out waits for the ACK/NACK (the flow's claim leases are bound to it). */
export const ONDC_CALL_TIMEOUT_MS = 10_000;

/** Mounts the callback routes, the dispatcher (with the workers) and the outbound client. */
export async function registerOndcProtocol(
  app: FastifyInstance,
  env: Env,
  handlers: CallbackHandlers,
  fetch: FetchLike = globalThis.fetch,
): Promise<void> {
  const settings = resolveOndcSettings(env);
  const registry = createRegistryLookup({
    registryUrl: settings.registryUrl,
    fetch,
    ttlMs: KEY_TTL_MS,
    missTtlMs: MISS_TTL_MS,
    timeoutMs: ONDC_CALL_TIMEOUT_MS,
    now: () => Date.now(),
  });
  app.decorate('ondc', {
    settings,
    send: (message: OutboundMessage) =>
      sendOndcMessage(
        { db: app.db, settings, fetch, timeoutMs: ONDC_CALL_TIMEOUT_MS, now: () => new Date() },
        message,
      ),
  });
  await app.register(
    ondcCallbackRoutes({
      lookupKey: registry.lookupKey,
      subscriberId: settings.subscriberId,
      ratePerMinute: env.ONDC_CALLBACK_RATE_LIMIT,
    }),
  );
  if (env.RUN_WORKERS) {
    const dispatcher = startCallbackDispatcher(app.db, handlers, app.log, env.WORKER_POLL_MS);
    app.addHook('onClose', () => dispatcher.stop());
  }
}
