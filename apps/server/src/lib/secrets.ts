import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Env } from '../config/env.ts';
import { ConfigError } from '../config/env.ts';

export interface Secrets {
  appSecret: Buffer;
  panKey: Buffer;
}

const stored = z.object({ appSecret: z.string().min(32), panKey: z.string() });

/**
 * Keys from configuration. With the embedded database and no keys configured, they are made once
 * and kept in DATA_DIR/secrets.json (mode 0600) so data stays readable across restarts. A server
 * on PostgreSQL in production must be given both.
 */
export function resolveSecrets(env: Env): Secrets {
  if (env.APP_SECRET && env.PAN_ENCRYPTION_KEY) {
    return {
      appSecret: Buffer.from(env.APP_SECRET, 'utf8'),
      panKey: Buffer.from(env.PAN_ENCRYPTION_KEY, 'base64'),
    };
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration: ${env.APP_SECRET ? 'PAN_ENCRYPTION_KEY' : 'APP_SECRET'} is required in production`,
    );
  }
  if (env.NODE_ENV === 'test') {
    return { appSecret: randomBytes(32), panKey: randomBytes(32) };
  }
  const file = path.join(env.DATA_DIR_ABS, 'secrets.json');
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR_ABS, { recursive: true });
    const made = {
      appSecret: randomBytes(32).toString('base64url'),
      panKey: randomBytes(32).toString('base64'),
    };
    writeFileSync(file, JSON.stringify(made), { mode: 0o600, flag: 'wx' });
  }
  const parsed = stored.parse(JSON.parse(readFileSync(file, 'utf8')));
  return {
    appSecret: Buffer.from(env.APP_SECRET ?? parsed.appSecret, 'utf8'),
    panKey: Buffer.from(env.PAN_ENCRYPTION_KEY ?? parsed.panKey, 'base64'),
  };
}
