import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { ondcMessages } from '../../../db/schema/index.ts';

// The ONDC message log (ADR 031): append-only; a message is one row per its unique key
// (direction, sender, transaction, message id, action), so a repeated callback is stored once.

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Db = Database | Tx;

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
  tx: Tx,
  actions: readonly string[],
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
        inArray(ondcMessages.action, [...actions]),
      ),
    )
    .orderBy(asc(ondcMessages.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function markApplied(tx: Tx, id: number, at: Date): Promise<void> {
  await tx
    .update(ondcMessages)
    .set({ appliedAt: sql`coalesce(${ondcMessages.appliedAt}, ${at})` })
    .where(eq(ondcMessages.id, id));
}

export type { Tx as OndcTx };
