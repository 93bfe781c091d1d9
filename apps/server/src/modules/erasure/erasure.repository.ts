import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import { consentLedger, erasureRequests, users } from '../../db/schema/index.ts';
import { flushJourneyQueue } from '../admin-reports/journey-summaries.repository.ts';

export const ERASED = '[erased]';

/**
 * Replaces each needle (the person's number, email, PAN, full name) inside a free-text or json
 * column, wherever it appears: a help request or a note about someone else may quote this person.
 * strpos, not LIKE, so nothing in a needle acts as a wildcard.
 */
export async function scrubColumn(
  tx: Transaction,
  column: PgColumn,
  needles: readonly string[],
): Promise<void> {
  const table = column.table;
  const isJson = column.getSQLType().startsWith('json');
  for (const needle of needles) {
    const text: SQL = isJson ? sql`${column}::text` : sql`${column}`;
    const replaced = isJson
      ? sql`replace(${text}, ${needle}, ${ERASED})::${sql.raw(column.getSQLType())}`
      : sql`replace(${text}, ${needle}, ${ERASED})`;
    await tx.execute(
      sql`update ${table} set ${sql.identifier(column.name)} = ${replaced} where strpos(${text}, ${needle}) > 0`,
    );
  }
}

/**
 * Removes old row versions from the files of an embedded database (PGlite) after an erasure:
 * VACUUM (FULL) rewrites each table without dead rows; two WAL switches with checkpoints retire
 * the segments that logged the old values (db/client.ts starts PGlite with wal_recycle off, so a
 * retired segment is deleted rather than renamed for reuse). PostgreSQL servers are left to their
 * operator: autovacuum reuses the space, and backups follow their own retention (docs/security.md).
 */
export async function compactTables(db: Database, tables: readonly PgTable[]): Promise<void> {
  if (tables.length === 0) return;
  const tableNames = tables.map((t) => getTableConfig(t).name);
  await db.execute(sql.raw(`vacuum (full) ${tableNames.map((n) => `"${n}"`).join(', ')}`));
  for (let round = 0; round < 2; round += 1) {
    await db.execute(sql`select pg_switch_wal()`);
    await db.execute(sql`checkpoint`);
  }
}

/**
 * Takes the destinations out of the customers journey summary (migrations 0019, 0020) through its
 * own upkeep, so the counts stay equal to the OTP codes that remain: the queued changes (the
 * deleted codes' among them) are added first, then what is left of these destinations is added
 * at once, not queued, so no number or email waits in the queue after the erasure.
 */
export async function forgetJourneyDestinations(
  tx: Transaction,
  destinations: readonly string[],
): Promise<void> {
  await flushJourneyQueue(tx);
  await tx.execute(sql`select journey_days_apply(array(
    select row(step, person, day, -events)::journey_day_change from journey_person_days
     where step = 1 and person in (${sql.join(
       destinations.map((d) => sql`${d}`),
       sql`, `,
     )})))`);
}

export async function findLiveCustomer(db: Database, userId: number) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt)));
  return user;
}

export async function insertErasureRequest(
  tx: Transaction,
  input: { userId: number; adminId: number; reason: string },
): Promise<number> {
  const [row] = await tx
    .insert(erasureRequests)
    .values({ userId: input.userId, adminId: input.adminId, reason: input.reason })
    .returning({ id: erasureRequests.id });
  if (!row) throw new Error('erasure request insert returned nothing');
  return row.id;
}

export async function completeErasureRequest(tx: Transaction, id: number): Promise<void> {
  await tx
    .update(erasureRequests)
    .set({ completedAt: sql`now()` })
    .where(eq(erasureRequests.id, id));
}

/** The ledger records that every consent ended with the erasure. */
export async function recordWithdrawals(
  tx: Transaction,
  userId: number,
  noticeVersion: string,
): Promise<void> {
  for (const purpose of ['data_processing', 'sms_marketing', 'email_marketing']) {
    await tx.insert(consentLedger).values({
      userId,
      purpose,
      action: 'withdrawn',
      noticeVersion,
      language: 'en',
      channel: 'erasure',
    });
  }
}

export async function listErasureRequests(db: Database) {
  return db.select().from(erasureRequests).orderBy(desc(erasureRequests.requestedAt)).limit(200);
}
