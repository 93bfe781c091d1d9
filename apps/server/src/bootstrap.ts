import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import type { Env } from './config/env.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { SEED_LOCK, seedDatabase } from './db/seed/seed.ts';
import { buildApp } from './app.ts';
import { ensureFirstAdmin } from './modules/admin-auth/bootstrap-admin.ts';
import { backfillLedger } from './modules/revenue-ledger/ledger-backfill.ts';
import { logSafety } from './lib/logger.ts';
import { bundleFingerprint } from './lib/build-fingerprint.ts';

/** Opens the database chosen by configuration, migrates, seeds and builds the app. */
export async function startApp(env: Env): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const bootLog = pino({ level: env.LOG_LEVEL, ...logSafety });
  // Read while the database opens: the seed runs once per build (ADR 030, 2026-12-07). Unreadable,
  // it is no build's: the start seeds, as one from source does.
  const build = bundleFingerprint(import.meta.url).catch(() => null);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: env.DATA_DIR_ABS },
    bootLog,
  );
  try {
    await runMigrations(database);
    await seedDatabase(database, await build);
    // ADR 020: disbursals from before the revenue ledger, put on it once; under the seed's lock so
    // several instances starting together do it one after the other (the second finds nothing).
    const backfilled = await database.withLock(SEED_LOCK, () => backfillLedger(database.db));
    if (backfilled > 0) bootLog.info({ lines: backfilled }, 'revenue ledger: earlier disbursals recorded');
    await ensureFirstAdmin(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }, (line) => {
      process.stdout.write(`${line}\n`);
    });
    const app = await buildApp({ env, database });
    return { app, database };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
