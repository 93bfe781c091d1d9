import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Env } from '../config/env.ts';
import { ConfigError, missingProductionSecret } from '../config/env.ts';

export interface Secrets {
  appSecret: Buffer;
  panKey: Buffer;
}

const stored = z.object({ appSecret: z.string().min(32), panKey: z.string() });

/**
 * Keys from configuration. Outside production, with no keys configured, they are made once and
 * kept in DATA_DIR/secrets.json (mode 0600) so data stays readable across restarts. In production
 * both must be given, whatever the database (loadEnv refuses to start without them; this is the
 * second line, for a caller that built its Env another way).
 */
export function resolveSecrets(env: Env): Secrets {
  if (env.APP_SECRET && env.PAN_ENCRYPTION_KEY) {
    return {
      appSecret: Buffer.from(env.APP_SECRET, 'utf8'),
      panKey: Buffer.from(env.PAN_ENCRYPTION_KEY, 'base64'),
    };
  }
  const missing = missingProductionSecret(env);
  if (missing)
    throw new ConfigError(`Invalid configuration: ${missing} is required when NODE_ENV=production`);
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
