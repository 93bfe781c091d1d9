import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import type { Env } from './config/env.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { buildApp } from './app.ts';
import { ensureFirstAdmin } from './modules/admin-auth/bootstrap-admin.ts';
import { logSafety } from './lib/logger.ts';

/** Opens the database chosen by configuration, migrates, seeds and builds the app. */
export async function startApp(env: Env): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const bootLog = pino({ level: env.LOG_LEVEL, ...logSafety });
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: env.DATA_DIR_ABS },
    bootLog,
  );
  try {
    await runMigrations(database);
    await seedDatabase(database);
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
