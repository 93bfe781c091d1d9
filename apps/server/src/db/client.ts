import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from 'pino';

/**
 * Made without the schema: the app writes every query with the query builder or `sql`, never
 * drizzle's relational `db.query.*` (which this type now refuses to compile). Given the schema, a
 * handle builds a query builder for each of its 58 tables on every `db.transaction()`: a
 * `select 1` transaction cost 166-259 us of the process's CPU with it, 136-170 without (issue 16).
 */
export type Database = PgDatabase<PgQueryResultHKT>;
/** The handle inside db.transaction's callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs a raw statement for health checks and locks. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** Applies the committed migrations in folder with this handle's driver. */
  migrate: (folder: string) => Promise<void>;
  /** Runs fn while holding a cluster-wide lock (migrations and seed with several instances). */
  withLock: <T>(key: number, fn: () => Promise<T>) => Promise<T>;
}

export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolSize: number };

export async function openDatabase(target: DatabaseTarget, log: Logger): Promise<DatabaseHandle> {
  return target.kind === 'postgres'
    ? openPostgres(target.url, target.poolSize, log)
    : openPglite(target.dataDir);
}

/**
 * The embedded PostgreSQL's own settings, on top of PGlite's. shared_buffers: PostgreSQL's
 * 128 MB is sized for a server shared by many sessions; PGlite zeroes all of it in its
 * WebAssembly memory at every open (about 2.7 ms a MB on the machines here, 40% of a warm start)
 * and keeps it resident. One process uses this database; 32 MB holds a freshly seeded one (about
 * 42 MB on disk, most of it WAL and catalogs), and pages beyond it are read from the files
 * (ADR 030, 2026-12-07).
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=32MB'];

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pgdata');
    await mkdir(dir, { recursive: true });
    // wal_recycle off: after an erasure's checkpoint old WAL segments are deleted, not renamed
    // for reuse with the erased rows still inside (issue 12 finding 5, erasure.repository.ts).
    client = new PGlite(dir, {
      startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS, '-c', 'wal_recycle=off'],
    });
  } else {
    client = new PGlite({ startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS] });
  }
  await client.waitReady;
  const db = drizzlePglite(client);
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    // One embedded process owns the data directory; nothing else can run beside it.
    withLock: (_key, fn) => fn(),
  };
}

async function openPostgres(url: string, poolSize: number, log: Logger): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A restart of PostgreSQL kills idle clients; without this handler the process would crash.
  pool.on('error', (error) => {
    log.warn({ err: { message: error.message } }, 'postgres pool client error');
  });
  // A client in use when PostgreSQL goes away emits 'error' on itself, not on the pool.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      log.warn({ err: { message: error.message } }, 'postgres client error');
    });
  });
  const db = drizzlePg(pool);
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    withLock: async (key, fn) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        client.release();
      }
    },
  };
}
