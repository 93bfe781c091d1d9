import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from './client.ts';

export const MIGRATION_LOCK = 7_240_001;

/** Works from src/db (tests, dev) and from the bundled dist/ (production). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, '../src/db/migrations')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`No migrations folder found near ${here}`);
  return found;
}

/**
 * Whether drizzle's migrator would apply anything: it applies each migration of the journal
 * created after the last one it recorded (`created_at` is the journal's `when`). null: none recorded.
 */
export function migrationsPending(journalWhens: readonly number[], lastApplied: number | null): boolean {
  return lastApplied === null || journalWhens.some((when) => when > lastApplied);
}

function journalWhens(folder: string): number[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return journal.entries.map((entry) => entry.when);
}

const lastRecorded = z.object({ rows: z.array(z.object({ last: z.string().nullable() })) });

/** The newest migration drizzle recorded, or null before its first run (no table yet). */
async function lastAppliedMigration(handle: DatabaseHandle): Promise<number | null> {
  let result: unknown;
  try {
    result = await handle.db.execute(
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    );
  } catch {
    return null; // no drizzle schema or table yet: the migrator creates them
  }
  const last = lastRecorded.parse(result).rows[0]?.last;
  return last === null || last === undefined ? null : Number(last);
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const folder = migrationsFolder();
  // A start with nothing to apply reads one row instead of running the migrator, which creates its
  // schema and table "if not exists" and opens a transaction each time (ADR 030, 2026-12-07).
  if (!migrationsPending(journalWhens(folder), await lastAppliedMigration(handle))) return;
  // Several instances may start at once on an empty database: one migrates, the others wait.
  await handle.withLock(MIGRATION_LOCK, () => handle.migrate(folder));
}
