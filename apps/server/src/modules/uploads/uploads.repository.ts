import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isApplicationStatus } from '@cl/contracts';
import {
  applicationEvents,
  applications,
  lenderPayments,
  lenders,
  uploadBatches,
} from '../../db/schema/index.ts';
import type { Db } from '../applications/applications.repository.ts';
import { paymentKey, type Payment } from './commission-row.ts';
import {
  applicationKey,
  type ApplicationState,
  type LockedApplication,
  type NewEvent,
} from './status-chunk.ts';

// Status and MIS files run to 100,000 rows, so their chunk statements pass each column as one
// array parameter and read the rows back with unnest: a statement stays a few lines however
// many rows it carries. Building a placeholder per value took most of a chunk's time.
// Commission files hold a few payments a lender and month, and use the query builder.

type ArrayType = 'bigint' | 'integer' | 'varchar' | 'text' | 'numeric' | 'date' | 'uuid';

type ArrayValue = string | number | null;

/** What PostgreSQL's array input reads as written: no quote, brace, comma, space or backslash. */
const BARE_ELEMENT = /^[\w.:+-]+$/;
/** Text that array input would read as a null unless it is quoted. */
const NULL_TEXT = /^null$/i;
/** What a quoted element escapes with a backslash. */
const ESCAPED = /["\\]/g;

function arrayElement(value: ArrayValue): string {
  if (value === null) return 'NULL';
  const text = String(value);
  if (BARE_ELEMENT.test(text) && !NULL_TEXT.test(text)) return text;
  return `"${text.replace(ESCAPED, '\\$&')}"`;
}

/**
 * The text of a PostgreSQL array of these values, sent as one text parameter and cast to its
 * type. The driver's own array serialiser quoted and concatenated a value at a time: a fifth of
 * everything a 100,000-row upload allocated (issue 16). Ids, uuids, statuses and dates go in
 * as they are; other text is quoted and escaped.
 */
function arrayLiteral(values: readonly ArrayValue[]): string {
  return `{${values.map(arrayElement).join(',')}}`;
}

const typedArray = (values: readonly ArrayValue[], type: ArrayType): SQL =>
  sql`${arrayLiteral(values)}::${sql.raw(type)}[]`;

/** unnest(...) over rows: one typed array parameter per column, in the order given. */
function unnestRows<T>(rows: T[], columns: [ArrayType, (row: T) => ArrayValue][]): SQL {
  const arrays = columns.map(([type, value]) => typedArray(rows.map(value), type));
  return sql`unnest(${sql.join(arrays, sql`, `)})`;
}

/** A column list from the schema, for statements the query builder cannot write. */
const names = (...columns: PgColumn[]): SQL =>
  sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );

/**
 * Holds one upload of a kind at a time until the transaction ends (ADR 036): an upload applies a
 * whole file in one transaction, locking rows chunk by chunk, and two at once could deadlock.
 */
export async function lockUploadKind(tx: Db, kind: 'status' | 'commission'): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload-${kind}`}))`);
}

/**
 * Collects this transaction's changes to the report summaries and adds them once, at
 * flushSummaries, instead of upserting every summary key each chunk's statements touch
 * (migration 0018, ADR 036): about 1.3 summary rows per application row at 10,000 rows a chunk.
 */
export async function deferSummaries(tx: Db): Promise<void> {
  await tx.execute(sql`select application_summaries_defer()`);
}

/** Adds the summary changes collected since deferSummaries; must run before the commit. */
export async function flushSummaries(tx: Db): Promise<void> {
  await tx.execute(sql`select application_summaries_flush()`);
}

/**
 * Locks the applications with these public ids for the rest of the transaction, in id order so
 * that two uploads touching the same applications wait for each other instead of deadlocking.
 * An application whose stored status is not one we know is left out, as if it did not exist.
 */
export async function lockApplications(tx: Db, publicIds: string[]): Promise<Map<string, LockedApplication>> {
  const rows = await tx
    .select({
      id: applications.id,
      publicId: applications.publicId,
      status: applications.status,
      lenderReference: applications.lenderReference,
      reason: applications.reason,
      disbursedAmount: applications.disbursedAmount,
      disbursedOn: applications.disbursedOn,
    })
    .from(applications)
    .where(sql`${applications.publicId} = any(${typedArray(publicIds, 'uuid')})`)
    .orderBy(applications.id)
    .for('update');
  const locked = new Map<string, LockedApplication>();
  for (const { status, disbursedAmount, ...rest } of rows) {
    if (!isApplicationStatus(status)) continue;
    const amount = disbursedAmount === null ? null : Number(disbursedAmount);
    locked.set(applicationKey(rest.publicId), { ...rest, status, disbursedAmount: amount });
  }
  return locked;
}

/**
 * Writes each application's new state in one statement. Every planned column is written, changed
 * or not: the rows are locked, so an unchanged column is rewritten with the value it holds.
 */
export async function writeApplications(tx: Db, states: ApplicationState[]): Promise<void> {
  if (states.length === 0) return;
  const v = unnestRows(states, [
    ['bigint', (s) => s.id],
    ['varchar', (s) => s.status],
    ['varchar', (s) => s.lenderReference],
    ['text', (s) => s.reason],
    ['numeric', (s) => (s.disbursedAmount === null ? null : s.disbursedAmount.toFixed(2))],
    ['date', (s) => s.disbursedOn],
  ]);
  // eslint-disable-next-line drizzle/enforce-update-with-where -- the where follows .from(), which the rule does not look past
  await tx
    .update(applications)
    .set({
      status: sql`v.status`,
      lenderReference: sql`v.lender_reference`,
      reason: sql`v.reason`,
      disbursedAmount: sql`v.disbursed_amount`,
      disbursedOn: sql`v.disbursed_on`,
      updatedAt: new Date(),
    })
    .from(sql`${v} as v (id, status, lender_reference, reason, disbursed_amount, disbursed_on)`)
    .where(eq(applications.id, sql`v.id`));
}

/**
 * The rows addEvent writes, in one statement. Ids follow the file order, which is what orders a
 * timeline whose events share the transaction's time.
 */
export async function insertEvents(tx: Db, events: NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  const e = applicationEvents;
  const rows = unnestRows(events, [
    ['integer', (x) => x.applicationId],
    ['varchar', (x) => x.status],
    ['varchar', (x) => x.source],
    ['text', (x) => x.note.text],
    ['varchar', (x) => x.note.code],
    // As JSON text: array parameters of jsonb are not sent alike by every driver.
    ['text', (x) => (x.note.values === null ? null : JSON.stringify(x.note.values))],
  ]);
  await tx.execute(sql`
    insert into ${e} (${names(e.applicationId, e.status, e.source, e.note, e.noteCode, e.noteValues)})
    select application_id, status, source, note, note_code, note_values::jsonb
      from ${rows} with ordinality as r (application_id, status, source, note, note_code, note_values, n)
     order by n`);
}

/** Locks the stored payments with these keys; answers their amounts by paymentKey. */
export async function lockPayments(tx: Db, keys: Payment[]): Promise<Map<string, string>> {
  const wanted = sql.join(
    keys.map((k) => sql`(${k.lenderId}::integer, ${k.month}::varchar, ${k.reference}::varchar)`),
    sql`, `,
  );
  const rows = await tx
    .select({
      lenderId: lenderPayments.lenderId,
      month: lenderPayments.month,
      reference: lenderPayments.reference,
      amount: lenderPayments.amount,
    })
    .from(lenderPayments)
    .where(
      sql`(${lenderPayments.lenderId}, ${lenderPayments.month}, ${lenderPayments.reference}) in (${wanted})`,
    )
    .orderBy(lenderPayments.id)
    .for('update');
  return new Map(rows.map((row) => [paymentKey(row), row.amount]));
}

/**
 * Inserts new payments and sets the amount of existing ones in one statement. A payment another
 * upload inserted since lockPayments is updated rather than refused.
 */
export async function upsertPayments(tx: Db, payments: Payment[]): Promise<void> {
  if (payments.length === 0) return;
  await tx
    .insert(lenderPayments)
    .values(payments)
    .onConflictDoUpdate({
      target: [lenderPayments.lenderId, lenderPayments.month, lenderPayments.reference],
      set: { amount: sql`excluded.amount`, at: new Date() },
    });
}

/** The record of one upload: who, which file (by hash), what it changed and its first 1,000 errors. */
export async function insertUploadBatch(db: Db, values: typeof uploadBatches.$inferInsert): Promise<void> {
  await db.insert(uploadBatches).values(values);
}

/** Every lender's id, slug and name: a commission row names its lender by slug or name. */
export async function listLenderNames(db: Db): Promise<{ id: number; slug: string; name: string }[]> {
  return db.select({ id: lenders.id, slug: lenders.slug, name: lenders.name }).from(lenders);
}
