import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../../config/env.ts';
import { resolveOndcSettings } from './ondc-settings.ts';
import { generateSigningKeyPair } from './signing-keys.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'cl-ondc-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('resolveOndcSettings', () => {
  it('makes a development key once under DATA_DIR, readable by its owner only, and keeps it', () => {
    const env = loadEnv({ NODE_ENV: 'development', DATA_DIR: dir, PORT: '4100' });
    const first = resolveOndcSettings(env);
    const again = resolveOndcSettings(env);
    expect(first.keys?.publicKeyBase64).toBeDefined();
    expect(again.keys?.publicKeyBase64).toBe(first.keys?.publicKeyBase64);
    const file = path.join(dir, 'ondc-signing-key.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ publicKey: first.keys?.publicKeyBase64 });
    expect(first).toMatchObject({
      subscriberId: 'credilink.localhost',
      subscriberUri: 'http://127.0.0.1:4100/ondc',
      uniqueKeyId: 'k1',
      registryUrl: 'http://127.0.0.1:4100/ondc-sim/registry',
      gatewayUrl: 'http://127.0.0.1:4100/ondc-sim/gateway',
    });
  });

  it('points at no network without the simulator, unless configured', () => {
    const off = loadEnv({ NODE_ENV: 'development', DATA_DIR: dir, ONDC_SIMULATOR: 'false' });
    expect(resolveOndcSettings(off)).toMatchObject({ registryUrl: undefined, gatewayUrl: undefined });
    const configured = loadEnv({
      NODE_ENV: 'development',
      DATA_DIR: dir,
      ONDC_REGISTRY_URL: 'https://registry.example/',
      ONDC_GATEWAY_URL: 'https://gateway.example/',
    });
    expect(resolveOndcSettings(configured)).toMatchObject({
      registryUrl: 'https://registry.example/',
      gatewayUrl: 'https://gateway.example/',
    });
  });

  it('uses the configured key and identity, and has no key in production without one', () => {
    const made = generateSigningKeyPair();
    const configured = resolveOndcSettings(
      loadEnv({
        NODE_ENV: 'development',
        DATA_DIR: dir,
        ONDC_SIGNING_PRIVATE_KEY: made.privateKeyBase64,
        ONDC_SUBSCRIBER_ID: 'credilink.example',
        ONDC_SUBSCRIBER_URI: 'https://credilink.example/ondc/',
        ONDC_UNIQUE_KEY_ID: 'key-2026',
      }),
    );
    expect(configured).toMatchObject({
      subscriberId: 'credilink.example',
      subscriberUri: 'https://credilink.example/ondc',
      uniqueKeyId: 'key-2026',
      keys: { publicKeyBase64: made.publicKeyBase64 },
    });
    const production = loadEnv({
      NODE_ENV: 'production',
      DATA_DIR: dir,
      APP_SECRET: 'x'.repeat(32),
      PAN_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    });
    expect(resolveOndcSettings(production)).toMatchObject({
      keys: null,
      registryUrl: undefined,
      gatewayUrl: undefined,
    });
  });
});
