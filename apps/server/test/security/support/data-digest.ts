import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TestApp } from '../../support/test-app.ts';

// Issue 12 finding 3: "no change to data". Every table but the volatile ones below gets a row
// trigger counting its committed inserts, updates and deletes (a rolled-back change counts
// nothing, as the count is in the same transaction). Read around each hostile request: a request
// that was refused (4xx) must have changed no table. A trigger is cheap enough to read after each
// of the suite's ~20,000 requests, where hashing every table's rows each time was not.

/** Tables a request changes whatever its answer, by design; each with the reason. */
export const VOLATILE_TABLES: Record<string, string> = {
  sessions: 'every signed-in request moves last_seen_at (the idle timeout, spec 6)',
  rate_limit_counters: 'limits count every attempt, refused ones included (that is their point)',
  otp_codes: 'a wrong code counts an attempt on the code (OTP_MAX_ATTEMPTS)',
  otp_failures: 'a wrong code is recorded for the OTP-failure log (spec 7)',
  audit_log: 'refused privileged actions are audited too',
  personal_data_access: 'the DPDP access log records who read personal data, answered or not',
  page_views: 'the anonymous page-view beacon records each view',
  offer_impressions: 'listing offers records what was shown (spec 9 ranking audit)',
};

export type Digest = Record<string, string>;

const COUNTER = 'hostile_suite_changes';

// Both drivers answer { rows: [...] }; parsed, as the result is typed unknown.
const tableRows = z.object({ rows: z.array(z.object({ table_name: z.string() })) });
const countRows = z.object({ rows: z.array(z.object({ table_name: z.string(), n: z.coerce.string() })) });

async function tablesOf(t: TestApp): Promise<string[]> {
  const result = await t.database.db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return tableRows
    .parse(result)
    .rows.map((row) => row.table_name)
    .filter((name) => !(name in VOLATILE_TABLES) && name !== COUNTER);
}

/** Installs the counting triggers; returns a reader of the counts per table. */
export async function createDigester(t: TestApp): Promise<() => Promise<Digest>> {
  const db = t.database.db;
  const tables = await tablesOf(t);
  if (tables.length < 10) throw new Error(`too few tables to watch: ${tables.join(', ')}`);
  await db.execute(sql.raw(`create table ${COUNTER} (table_name text primary key, n bigint not null)`));
  await db.execute(
    sql.raw(`create function ${COUNTER}_bump() returns trigger language plpgsql as $$
      begin
        insert into ${COUNTER} values (TG_TABLE_NAME, 1)
          on conflict (table_name) do update set n = ${COUNTER}.n + 1;
        return null;
      end $$`),
  );
  for (const name of tables) {
    await db.execute(
      sql.raw(`create trigger ${COUNTER}_trigger after insert or update or delete on "${name}"
        for each row execute function ${COUNTER}_bump()`),
    );
  }
  const query = sql.raw(`select table_name, n from ${COUNTER}`);
  return async () => {
    const rows = countRows.parse(await db.execute(query)).rows;
    return Object.fromEntries(rows.map((row) => [row.table_name, row.n]));
  };
}

export function changedTables(before: Digest, after: Digest): string[] {
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}
