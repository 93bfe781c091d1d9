import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { migrationsPending, runMigrations } from './migrate.ts';

describe('migrationsPending', () => {
  it('is true before any migration was recorded', () => {
    expect(migrationsPending([10, 20], null)).toBe(true);
  });
  it('is true when the journal holds a migration newer than the last recorded', () => {
    expect(migrationsPending([10, 20, 30], 20)).toBe(true);
  });
  it('is false when every migration of the journal is recorded', () => {
    expect(migrationsPending([10, 20, 30], 30)).toBe(false);
    expect(migrationsPending([10, 20, 30], 31)).toBe(false);
  });
});

/** Whether the newest migration's table exists. */
async function seedStateTable(handle: DatabaseHandle): Promise<boolean> {
  const result = await handle.db.execute(sql`select to_regclass('public.seed_state') is not null as present`);
  return z.object({ rows: z.tuple([z.object({ present: z.boolean() })]) }).parse(result).rows[0].present;
}

describe('runMigrations', () => {
  let t: TestApp | undefined;
  let empty: DatabaseHandle | undefined;
  afterEach(async () => {
    await t?.close();
    await empty?.close();
    t = undefined;
    empty = undefined;
  });

  /** The same database, counting the times drizzle's migrator is asked to run. */
  function counting(handle: DatabaseHandle): { handle: DatabaseHandle; runs: () => number } {
    let runs = 0;
    return {
      handle: {
        ...handle,
        migrate: async (folder) => {
          runs += 1;
          await handle.migrate(folder);
        },
      },
      runs: () => runs,
    };
  }

  it('runs the migrator on an empty database', async () => {
    empty = await openDatabase({ kind: 'pglite', dataDir: null }, pino({ level: 'silent' }));
    const { handle, runs } = counting(empty);
    await runMigrations(handle);
    expect(runs()).toBe(1);
    expect(await seedStateTable(handle)).toBe(true);
  });

  // On PGlite, and on PostgreSQL when TEST_DATABASE_URL names one (the CI's second server run).
  it('leaves the migrator alone on a migrated database, and runs it when the newest migration is not recorded', async () => {
    t = await createTestApp();
    const { handle, runs } = counting(t.database);
    await runMigrations(handle);
    expect(runs()).toBe(0);

    // As a database migrated by the build before the newest migration would look.
    await handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    await handle.db.execute(sql`drop table seed_state`);
    await runMigrations(handle);
    expect(runs()).toBe(1);
    expect(await seedStateTable(handle)).toBe(true);
  });
});
