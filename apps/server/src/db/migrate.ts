import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { existsSync } from 'node:fs';
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

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  // Several instances may start at once on an empty database: one migrates, the others wait.
  await handle.withLock(MIGRATION_LOCK, () => handle.migrate(migrationsFolder()));
}
