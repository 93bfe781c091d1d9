import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadEnv, type Env } from '../../src/config/env.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { seedDatabase } from '../../src/db/seed/seed.ts';
import { buildApp } from '../../src/app.ts';
import { logSafety } from '../../src/lib/logger.ts';
import type { OutgoingMessage } from '../../src/modules/messaging/transport.ts';
import type { Transports } from '../../src/modules/messaging/select-transports.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  env: Env;
  /** Every log line the app wrote, as text (to prove no secret reaches the logs). */
  logs: () => string;
  /** Messages the app sent (when the test did not pass its own transports). */
  messages: OutgoingMessage[];
  close: () => Promise<void>;
}

/**
 * A fresh app on a fresh database: in-memory PGlite by default; with TEST_DATABASE_URL, a new
 * PostgreSQL database made for this file and dropped after it.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { transports?: Transports; pgliteDataDir?: string } = {},
): Promise<TestApp> {
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/cl-test-unused',
    WEB_DIST_DIR: '/nonexistent',
    // Tests drive the submission worker themselves (runSubmissionPass) so nothing races them.
    RUN_WORKERS: 'false',
    ...overrides,
  });
  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let database: DatabaseHandle;
  const silent = pino({ level: 'silent' });
  if (adminUrl) {
    const name = `cl_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 }, silent);
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    // An on-disk data directory when a test reads the database files (erasure compaction).
    database = await openDatabase({ kind: 'pglite', dataDir: options.pgliteDataDir ?? null }, silent);
  }
  await runMigrations(database);
  await seedDatabase(database, null); // from source: no bundle to name

  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  // The production redaction and serializers, at the most verbose level (issue 12 finding 4).
  const loggerInstance = pino({ level: 'trace', ...logSafety }, stream);
  const messages: OutgoingMessage[] = [];
  const memory = {
    name: 'memory',
    send: (message: OutgoingMessage) => {
      messages.push(message);
      return Promise.resolve();
    },
  };
  const transports = options.transports ?? { mobile: memory, email: memory };
  const app = await buildApp({ env, database, loggerInstance, transports });
  await app.ready();
  return {
    app,
    database,
    env,
    logs: () => chunks.join(''),
    messages,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}
