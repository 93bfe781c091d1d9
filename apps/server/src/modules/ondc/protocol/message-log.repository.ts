import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import { ondcMessages } from '../../../db/schema/index.ts';

// The ONDC message log (ADR 031): append-only; a message is one row per its unique key
// (direction, sender, transaction, message id, action), so a repeated callback is stored once.

export type Db = Database | Transaction;

export type OndcMessageRow = typeof ondcMessages.$inferSelect;

export interface NewOndcMessage {
  transactionId: string;
  messageId: string;
  action: string;
  direction: 'in' | 'out';
  senderSubscriberId: string;
  targetUri: string | null;
  body: unknown;
  rawBody: string;
  authorization: string;
  verified: boolean;
  at: Date;
}

/** Stores a message; null when the same message was stored before (a repeat). */
export async function insertMessageOnce(db: Db, message: NewOndcMessage): Promise<OndcMessageRow | null> {
  const [row] = await db.insert(ondcMessages).values(message).onConflictDoNothing().returning();
  return row ?? null;
}

/** The stored (verified) row of a message by its unique key: a resend finds its first attempt. */
export async function findStoredMessage(
  db: Db,
  key: Pick<NewOndcMessage, 'direction' | 'senderSubscriberId' | 'transactionId' | 'messageId' | 'action'>,
): Promise<OndcMessageRow | null> {
  const [row] = await db
    .select()
    .from(ondcMessages)
    .where(
      and(
        eq(ondcMessages.direction, key.direction),
        eq(ondcMessages.senderSubscriberId, key.senderSubscriberId),
        eq(ondcMessages.transactionId, key.transactionId),
        eq(ondcMessages.messageId, key.messageId),
        eq(ondcMessages.action, key.action),
        eq(ondcMessages.verified, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The answer to a message we sent, recorded once (the only change a sent row receives). */
export async function recordAck(
  db: Db,
  id: number,
  ackStatus: 'ACK' | 'NACK',
  ackError: unknown,
): Promise<void> {
  await db
    .update(ondcMessages)
    .set({ ackStatus, ackError: ackError ?? null })
    .where(and(eq(ondcMessages.id, id), isNull(ondcMessages.ackStatus)));
}

/** Every message of a transaction, in the order it was sent or received. */
export async function listTransactionMessages(db: Db, transactionId: string): Promise<OndcMessageRow[]> {
  return db
    .select()
    .from(ondcMessages)
    .where(eq(ondcMessages.transactionId, transactionId))
    .orderBy(asc(ondcMessages.at), asc(ondcMessages.id));
}

/**
 * The oldest received, verified and not yet applied message of the given actions, locked FOR
 * UPDATE SKIP LOCKED so another instance takes another one.
 */
export async function claimUnappliedMessage(
  tx: Transaction,
  actions: readonly string[],
  /** Messages whose handler already threw in this pass: tried again next pass, not now. */
  skipIds: readonly number[] = [],
): Promise<OndcMessageRow | null> {
  if (actions.length === 0) return null;
  const [row] = await tx
    .select()
    .from(ondcMessages)
    .where(
      and(
        eq(ondcMessages.direction, 'in'),
        eq(ondcMessages.verified, true),
        isNull(ondcMessages.appliedAt),
        isNull(ondcMessages.applyFailedAt),
        inArray(ondcMessages.action, [...actions]),
        skipIds.length > 0 ? notInArray(ondcMessages.id, [...skipIds]) : undefined,
      ),
    )
    .orderBy(asc(ondcMessages.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function markApplied(tx: Transaction, id: number, at: Date): Promise<void> {
  await tx
    .update(ondcMessages)
    .set({ appliedAt: sql`coalesce(${ondcMessages.appliedAt}, ${at})` })
    .where(eq(ondcMessages.id, id));
}

/**
 * A handler that threw (its writes rolled back): the attempt and its error are counted; with
 * `failedAt` the attempts are spent and the message is never claimed again.
 */
export async function recordApplyFailure(
  tx: Transaction,
  id: number,
  error: string,
  failedAt: Date | null,
): Promise<void> {
  await tx
    .update(ondcMessages)
    .set({
      applyAttempts: sql`${ondcMessages.applyAttempts} + 1`,
      applyError: error,
      ...(failedAt ? { applyFailedAt: failedAt } : {}),
    })
    .where(and(eq(ondcMessages.id, id), isNull(ondcMessages.appliedAt)));
}

/** One message by its id (the admin's retry), or null. */
export async function findMessageById(db: Db, id: number): Promise<OndcMessageRow | null> {
  const [row] = await db.select().from(ondcMessages).where(eq(ondcMessages.id, id)).limit(1);
  return row ?? null;
}

/**
 * A message marked failed handed back to the dispatcher: its attempts start again from zero. Null
 * when it is not (or no longer) marked failed, so of two admins asking at once only one hands it back.
 */
export async function releaseFailedMessage(tx: Transaction, id: number): Promise<OndcMessageRow | null> {
  const [row] = await tx
    .update(ondcMessages)
    .set({ applyAttempts: 0, applyError: null, applyFailedAt: null })
    .where(
      and(eq(ondcMessages.id, id), isNotNull(ondcMessages.applyFailedAt), isNull(ondcMessages.appliedAt)),
    )
    .returning();
  return row ?? null;
}

export type { Transaction as OndcTx };

export interface OndcTransactionSummaryRow {
  transactionId: string;
  firstAction: string;
  lastAction: string;
  messages: number;
  refused: number;
  nacks: number;
  firstAt: Date;
  lastAt: Date;
}

/** One row per transaction, the latest first: the admin transaction viewer's list (issue 17). */
export async function listTransactionSummaries(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: OndcTransactionSummaryRow[] }> {
  const m = ondcMessages;
  const [total] = await db.select({ n: sql<number>`count(distinct ${m.transactionId})::int` }).from(m);
  const rows = await db
    .select({
      transactionId: m.transactionId,
      firstAction: sql<string>`(array_agg(${m.action} order by ${m.at}, ${m.id}))[1]`,
      lastAction: sql<string>`(array_agg(${m.action} order by ${m.at} desc, ${m.id} desc))[1]`,
      messages: sql<number>`count(*)::int`,
      refused: sql<number>`(count(*) filter (where not ${m.verified}))::int`,
      nacks: sql<number>`(count(*) filter (where ${m.ackStatus} = 'NACK'))::int`,
      firstAt: sql<Date>`min(${m.at})`.mapWith(m.at),
      lastAt: sql<Date>`max(${m.at})`.mapWith(m.at),
    })
    .from(m)
    .groupBy(m.transactionId)
    .orderBy(desc(sql`max(${m.at})`), asc(m.transactionId))
    .limit(page.limit)
    .offset(page.offset);
  return { total: total?.n ?? 0, rows };
}

/**
 * Calls a participant answered with NACK, callbacks refused for their signature and callbacks
 * whose handler kept failing, latest first.
 */
export async function listFailedMessages(
  db: Db,
  page: { limit: number; offset: number },
  /** A call of ours still without ACK or NACK when sent before this went unanswered. */
  unansweredBefore: Date,
): Promise<{ total: number; rows: OndcMessageRow[] }> {
  const failed = or(
    eq(ondcMessages.ackStatus, 'NACK'),
    eq(ondcMessages.verified, false),
    isNotNull(ondcMessages.applyFailedAt),
    and(
      eq(ondcMessages.direction, 'out'),
      isNull(ondcMessages.ackStatus),
      lt(ondcMessages.at, unansweredBefore),
    ),
  );
  const [total] = await db.select({ n: count() }).from(ondcMessages).where(failed);
  const rows = await db
    .select()
    .from(ondcMessages)
    .where(failed)
    .orderBy(desc(ondcMessages.at), desc(ondcMessages.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: total?.n ?? 0, rows };
}
