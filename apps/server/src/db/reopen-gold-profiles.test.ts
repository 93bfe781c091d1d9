import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { migrationsFolder } from './migrate.ts';

// Migration 0007 (ADR 017): gold customers saved before the gold form asked birth date and PAN are
// reopened, so the gold form is asked again instead of a welcome-back check they cannot pass.
// The database is migrated to 0006, holds such customers, then takes 0007 as a deployment would.

const journal = z.object({ entries: z.array(z.looseObject({ tag: z.string() })) });

let client: PGlite;
let before0007: string;
beforeAll(async () => {
  before0007 = await mkdtemp(path.join(tmpdir(), 'cl-migrations-'));
  await cp(migrationsFolder(), before0007, { recursive: true });
  const journalPath = path.join(before0007, 'meta/_journal.json');
  const full = journal.parse(JSON.parse(await readFile(journalPath, 'utf8')));
  const upTo = full.entries.findIndex((entry) => entry.tag === '0007_reopen_gold_profiles');
  expect(upTo).toBeGreaterThan(0);
  await writeFile(journalPath, JSON.stringify({ ...full, entries: full.entries.slice(0, upTo) }));
  client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: before0007 });
});
afterAll(async () => {
  await client.close();
  await rm(before0007, { recursive: true, force: true });
});

async function addUser(phone: string, columns: Record<string, string | number | null>) {
  const names = Object.keys(columns);
  const placeholders = names.map((_, i) => `$${String(i + 2)}`);
  await client.query(
    `insert into users (mobile_phone_number, ${names.join(', ')}) values ($1, ${placeholders.join(', ')})`,
    [phone, ...Object.values(columns)],
  );
}

const pan = { tin_encrypted: 'v1:sealed', tin_hash: 'a'.repeat(64) };

describe('migration 0007_reopen_gold_profiles', () => {
  it('reopens gold profiles without a birth date or PAN, and leaves every other row alone', async () => {
    await addUser('9000000001', { gl_completed: 1, birth_date: null, tin_encrypted: null, tin_hash: null });
    await addUser('9000000002', {
      gl_completed: 1,
      birth_date: '1990-03-02',
      tin_encrypted: null,
      tin_hash: null,
    });
    await addUser('9000000003', { gl_completed: 1, birth_date: null, ...pan });
    await addUser('9000000004', { gl_completed: 1, birth_date: '1990-03-02', ...pan });
    await addUser('9000000005', { gl_completed: 0, pl_completed: 1, birth_date: null, tin_hash: null });
    await addUser('9000000006', {
      gl_completed: 1,
      birth_date: null,
      tin_hash: null,
      erased_at: '2026-01-01',
    });

    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });

    const rows = await client.query<{ phone: string; gl: number; pl: number }>(
      'select mobile_phone_number as phone, gl_completed as gl, pl_completed as pl from users order by 1',
    );
    expect(rows.rows).toEqual([
      { phone: '9000000001', gl: 0, pl: 0 },
      { phone: '9000000002', gl: 0, pl: 0 },
      { phone: '9000000003', gl: 0, pl: 0 },
      // Birth date and PAN on record: the welcome-back check can confirm this customer.
      { phone: '9000000004', gl: 1, pl: 0 },
      // Not a gold customer: other products' flags are not this migration's business.
      { phone: '9000000005', gl: 0, pl: 1 },
      // Erased rows stay as erasure left them.
      { phone: '9000000006', gl: 1, pl: 0 },
    ]);
  });
});
