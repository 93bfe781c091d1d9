import { and, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type {
  ApplicationEventSource,
  ApplicationStatus,
  ApplicationSummary,
  NetworkApplicationStep,
  TimelineNote,
  TimelineNoteCode,
  TimelineNoteValues,
} from '@cl/contracts';
import {
  customerStatusOf,
  FINAL_STATUSES,
  isApplicationStatus,
  plainNote,
  TIMELINE_NOTE_CODES,
  type ApplicationHandoff,
} from '@cl/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import {
  applicationEvents,
  applications,
  dedupeLog,
  lenders,
  lenderSubmissions,
  ondcNetworkOffers,
  ondcOrders,
} from '../../db/schema/index.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type Db = Database | Transaction;

export async function findByIdempotencyKey(
  db: Db,
  userId: number,
  key: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The customer's latest open or recent application to a lender within the de-dupe window. */
export async function findRecentToLender(
  db: Db,
  userId: number,
  lenderId: number,
  since: Date,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.userId, userId),
        eq(applications.lenderId, lenderId),
        gte(applications.createdAt, since),
        notInArray(applications.status, ['expired']),
      ),
    )
    .orderBy(desc(applications.createdAt))
    .limit(1);
  return row;
}

/** A timeline entry; `note` is a product note (code, values, English text) or the lender's words. */
export async function addEvent(
  db: Db,
  applicationId: number,
  status: ApplicationStatus,
  source: ApplicationEventSource,
  note: TimelineNote | string | null,
): Promise<void> {
  const { text, code, values } = typeof note === 'string' || note === null ? plainNote(note) : note;
  await db
    .insert(applicationEvents)
    .values({ applicationId, status, source, note: text, noteCode: code, noteValues: values });
}

const isNoteCode = (value: string | null): value is TimelineNoteCode =>
  TIMELINE_NOTE_CODES.some((code) => code === value);

/** The column holds 'api', 'ondc' or 'redirect'; anything else is treated as a redirect. */
export const handoffOfRow = (row: ApplicationRow): ApplicationHandoff =>
  row.handoff === 'api' || row.handoff === 'ondc' ? row.handoff : 'redirect';

interface NetworkPart {
  lenderName: string;
  networkOfferId: number;
  formDue: unknown;
}

/** Loans over the network (ADR 034): their lender's name and the form due, by application id. */
async function networkParts(db: Db, rows: ApplicationRow[]): Promise<Map<number, NetworkPart>> {
  const ids = rows.filter((row) => row.handoff === 'ondc').map((row) => row.id);
  if (ids.length === 0) return new Map();
  const found = await db
    .select({
      applicationId: ondcOrders.applicationId,
      networkOfferId: ondcOrders.networkOfferId,
      formDue: ondcOrders.formDue,
      lenderName: ondcNetworkOffers.providerName,
    })
    .from(ondcOrders)
    .innerJoin(ondcNetworkOffers, eq(ondcNetworkOffers.id, ondcOrders.networkOfferId))
    .where(inArray(ondcOrders.applicationId, ids));
  return new Map(found.map((row) => [row.applicationId, row]));
}

function networkStep(row: ApplicationRow, part: NetworkPart | undefined): NetworkApplicationStep | null {
  if (row.handoff !== 'ondc') return null;
  const due = part?.formDue as { heading?: unknown; step?: unknown; steps?: unknown } | null | undefined;
  const formDue =
    due && typeof due.heading === 'string' && typeof due.step === 'number' && typeof due.steps === 'number'
      ? { heading: due.heading, step: due.step, steps: due.steps }
      : null;
  return { formDue, waiting: formDue === null && !FINAL_STATUSES.includes(statusOfRow(row)) };
}

export const statusOfRow = (row: ApplicationRow): ApplicationStatus =>
  isApplicationStatus(row.status) ? row.status : 'created';

export async function summaries(db: Db, rows: ApplicationRow[]): Promise<ApplicationSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const events = await db
    .select()
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, ids))
    .orderBy(applicationEvents.at, applicationEvents.id);
  const lenderRows = await db
    .select({ id: lenders.id, name: lenders.name, slug: lenders.slug })
    .from(lenders)
    .where(inArray(lenders.id, [...new Set(rows.map((r) => r.lenderId))]));
  const lenderById = new Map(lenderRows.map((l) => [l.id, l]));
  const network = await networkParts(db, rows);
  return rows.map((row) => ({
    publicId: row.publicId,
    lenderName: lenderById.get(row.lenderId)?.name ?? network.get(row.id)?.lenderName ?? '',
    lenderSlug:
      lenderById.get(row.lenderId)?.slug ??
      (network.has(row.id) ? `ondc-${String(network.get(row.id)?.networkOfferId)}` : ''),
    product: row.product,
    amount: row.amount,
    status: statusOfRow(row),
    handoff: handoffOfRow(row),
    customerStatus: customerStatusOf(statusOfRow(row), handoffOfRow(row)),
    reason: row.reason,
    lenderReference: row.lenderReference,
    disbursedAmount: row.disbursedAmount === null ? null : Number(row.disbursedAmount),
    disbursedOn: row.disbursedOn,
    redirectUrl: row.redirectUrl,
    network: networkStep(row, network.get(row.id)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    timeline: events
      .filter((e) => e.applicationId === row.id)
      .map((e) => ({
        status: e.status,
        source: e.source,
        note: e.note,
        noteCode: isNoteCode(e.noteCode) ? e.noteCode : null,
        noteValues: isNoteCode(e.noteCode) ? (e.noteValues as TimelineNoteValues | null) : null,
        at: e.at.toISOString(),
      })),
  }));
}

const applicationsOfUser = preparedPer((db: Db) =>
  db
    .select()
    .from(applications)
    .where(eq(applications.userId, sql.placeholder('userId')))
    .orderBy(desc(applications.createdAt))
    .limit(100)
    .prepare('applications_of_user'),
);

export async function listForUser(db: Db, userId: number): Promise<ApplicationRow[]> {
  return applicationsOfUser(db).execute({ userId });
}

/** One application by its public id, only when it is this customer's. */
export async function findForUser(
  db: Database,
  publicId: string,
  userId: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.publicId, publicId), eq(applications.userId, userId)))
    .limit(1);
  return row;
}

/** The customer's application by public id, row-locked for the rest of the transaction. */
export async function lockForUser(
  tx: Transaction,
  userId: number,
  publicId: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.publicId, publicId), eq(applications.userId, userId)))
    .for('update')
    .limit(1);
  return row;
}

/** Writes a status the caller has already checked with checkTransition (contracts). */
export async function setStatus(
  db: Db,
  id: number,
  status: ApplicationStatus,
  now: Date,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set({ status, updatedAt: now })
    .where(eq(applications.id, id))
    .returning();
  return row;
}

/** One apply at a time per customer, until the transaction ends (idempotency and de-dupe checks). */
export async function lockApplicant(tx: Transaction, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`apply:${userId}`}))`);
}

export async function logDuplicate(db: Db, values: typeof dedupeLog.$inferInsert): Promise<void> {
  await db.insert(dedupeLog).values(values);
}

export async function insertApplication(
  db: Db,
  values: typeof applications.$inferInsert,
): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(values).returning();
  if (!row) throw new Error('application insert returned nothing');
  return row;
}

/** The outbox row the submission worker sends to an API lender (nothing accepted is lost). */
export async function queueLenderSubmission(
  db: Db,
  applicationId: number,
  lenderId: number,
  nextAttemptAt: Date,
): Promise<void> {
  await db.insert(lenderSubmissions).values({ applicationId, lenderId, nextAttemptAt });
}

export async function setRedirectUrl(
  db: Db,
  id: number,
  redirectUrl: string | null,
  now: Date,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set({ redirectUrl, updatedAt: now })
    .where(eq(applications.id, id))
    .returning();
  return row;
}

/** A lender's word on an application (ADR 034: a network lender's callbacks), status already checked. */
export async function setLenderOutcome(
  db: Db,
  id: number,
  set: {
    status: ApplicationStatus;
    now: Date;
    lenderReference?: string;
    reason?: string;
    disbursedAmount?: string;
    disbursedOn?: string;
  },
): Promise<ApplicationRow | undefined> {
  const { now, ...fields } = set;
  const [row] = await db
    .update(applications)
    .set({ ...fields, updatedAt: now })
    .where(eq(applications.id, id))
    .returning();
  return row;
}

export async function findApplicationById(db: Db, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row;
}

/** Whether the timeline already has this lender-reported event (ADR 034: one note per payment id). */
export async function hasNetworkNote(
  db: Db,
  applicationId: number,
  code: TimelineNoteCode,
  payment: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: applicationEvents.id })
    .from(applicationEvents)
    .where(
      and(
        eq(applicationEvents.applicationId, applicationId),
        eq(applicationEvents.noteCode, code),
        sql`${applicationEvents.noteValues} ->> 'payment' = ${payment}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
