import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Env } from '../../../config/env.ts';
import { generateSigningKeyPair, signingKeyPairFrom, type SigningKeyPair } from './signing-keys.ts';

// This buyer app's identity on the network (ADR 031). The signing key comes from
// ONDC_SIGNING_PRIVATE_KEY; outside production, without it, one is made once and kept in
// DATA_DIR/ondc-signing-key.json (mode 0600) like the other development secrets (lib/secrets.ts),
// so the key a development registry holds survives restarts. Tests get a fresh key per app. In
// production without the variable there is no key: callbacks are still verified (that needs only
// the senders' keys) but nothing can be sent.

export interface OndcSettings {
  subscriberId: string;
  /** The callback base: callbacks arrive at <subscriberUri>/on_search and so on. */
  subscriberUri: string;
  uniqueKeyId: string;
  keys: SigningKeyPair | null;
  registryUrl: string | undefined;
  gatewayUrl: string | undefined;
}

const DEV_SUBSCRIBER_ID = 'credilink.localhost';

/** Where the simulated network is mounted (ADR 032). */
export const SIMULATOR_PREFIX = '/ondc-sim';

/** This server as it calls itself (the lender sandbox and the ONDC simulator are reached here). */
export function localBaseUrl(env: Env): string {
  return `http://127.0.0.1:${String(env.PORT)}`;
}

/** The simulator is mounted outside production unless turned off, in production only when asked. */
export function simulatorMounted(env: Env): boolean {
  return env.ONDC_SIMULATOR ?? env.NODE_ENV !== 'production';
}
const stored = z.object({ privateKey: z.string(), publicKey: z.string() });

export function resolveOndcSettings(env: Env): OndcSettings {
  return {
    subscriberId: env.ONDC_SUBSCRIBER_ID ?? DEV_SUBSCRIBER_ID,
    subscriberUri: (env.ONDC_SUBSCRIBER_URI ?? `${localBaseUrl(env)}/ondc`).replace(/\/+$/, ''),
    uniqueKeyId: env.ONDC_UNIQUE_KEY_ID,
    keys: resolveKeys(env),
    // As the lender sandbox is for API lenders, the simulator is the default network.
    registryUrl: env.ONDC_REGISTRY_URL ?? simulatorUrl(env, 'registry'),
    gatewayUrl: env.ONDC_GATEWAY_URL ?? simulatorUrl(env, 'gateway'),
  };
}

function simulatorUrl(env: Env, part: 'registry' | 'gateway'): string | undefined {
  return simulatorMounted(env) ? `${localBaseUrl(env)}${SIMULATOR_PREFIX}/${part}` : undefined;
}

function resolveKeys(env: Env): SigningKeyPair | null {
  if (env.ONDC_SIGNING_PRIVATE_KEY) return signingKeyPairFrom(env.ONDC_SIGNING_PRIVATE_KEY);
  if (env.NODE_ENV === 'production') return null;
  if (env.NODE_ENV === 'test') return signingKeyPairFrom(generateSigningKeyPair().privateKeyBase64);
  const file = path.join(env.DATA_DIR_ABS, 'ondc-signing-key.json');
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR_ABS, { recursive: true });
    const made = generateSigningKeyPair();
    try {
      writeFileSync(
        file,
        JSON.stringify({ privateKey: made.privateKeyBase64, publicKey: made.publicKeyBase64 }),
        {
          mode: 0o600,
          flag: 'wx',
        },
      );
    } catch (error) {
      // Another instance starting on the same DATA_DIR wrote it first: use that one.
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
  }
  return signingKeyPairFrom(stored.parse(JSON.parse(readFileSync(file, 'utf8'))).privateKey);
}
