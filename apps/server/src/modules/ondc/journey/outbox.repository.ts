import { and, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { ondcOutbox } from '../../../db/schema/index.ts';
import type { Db } from '../protocol/message-log.repository.ts';
import type { OutboundMessage } from '../protocol/outbound-client.ts';

// The network calls after search as rows (ADR 034): queued in the transaction that decides them,
// taken by a pass under a lease, answered once.

export type OutboxRow = typeof ondcOutbox.$inferSelect;
export type QueuedRequest = Omit<OutboundMessage, 'messageId'>;

/** Queues a step once: a second call with the same key changes nothing and answers false. */
export async function queueStep(
  db: Db,
  step: {
    stepKey: string;
    messageId: string;
    request: QueuedRequest;
    now: Date;
    networkOfferId?: number;
    applicationId?: number;
  },
): Promise<boolean> {
  const rows = await db
    .insert(ondcOutbox)
    .values({
      stepKey: step.stepKey,
      transactionId: step.request.transactionId,
      action: step.request.action,
      messageId: step.messageId,
      request: step.request,
      networkOfferId: step.networkOfferId ?? null,
      applicationId: step.applicationId ?? null,
      createdAt: step.now,
    })
    .onConflictDoNothing({ target: ondcOutbox.stepKey })
    .returning({ id: ondcOutbox.id });
  return rows.length > 0;
}

const dueOrStale = (staleBefore: Date) =>
  or(
    eq(ondcOutbox.status, 'pending'),
    and(
      eq(ondcOutbox.status, 'sending'),
      or(isNull(ondcOutbox.claimedAt), lt(ondcOutbox.claimedAt, staleBefore)),
    ),
  );

/**
 * Takes the oldest step to send (waiting, or a claim gone stale with attempts left), FOR UPDATE
 * SKIP LOCKED so no two passes take it, and marks it claimed before the lock is released.
 */
export async function claimDueStep(
  db: Database,
  rules: { now: Date; staleBefore: Date; maxAttempts: number },
): Promise<OutboxRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: ondcOutbox.id })
      .from(ondcOutbox)
      .where(and(dueOrStale(rules.staleBefore), lt(ondcOutbox.attempts, rules.maxAttempts)))
      .orderBy(asc(ondcOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    const [claimed] = await tx
      .update(ondcOutbox)
      .set({ status: 'sending', claimedAt: rules.now, attempts: sql`${ondcOutbox.attempts} + 1` })
      .where(eq(ondcOutbox.id, row.id))
      .returning();
    return claimed ?? null;
  });
}

/** The lender's ACK or NACK recorded; only the claim that sent it may record it. */
export async function finishStep(
  db: Db,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  outcome: { status: 'sent' | 'nacked'; at: Date; error?: string },
): Promise<boolean> {
  const done = await db
    .update(ondcOutbox)
    .set({ status: outcome.status, sentAt: outcome.at, lastError: outcome.error ?? null })
    .where(
      and(eq(ondcOutbox.id, row.id), eq(ondcOutbox.status, 'sending'), eq(ondcOutbox.attempts, row.attempts)),
    )
    .returning({ id: ondcOutbox.id });
  return done.length > 0;
}

/** A send that reached no answer: the claim stays, and goes stale for the next attempt. */
export async function noteStepError(db: Db, id: number, error: string): Promise<void> {
  await db.update(ondcOutbox).set({ lastError: error }).where(eq(ondcOutbox.id, id));
}

/** Stale claims with no attempt left become 'failed'; returns them. */
export async function failSpentSteps(
  db: Db,
  rules: { staleBefore: Date; maxAttempts: number },
): Promise<OutboxRow[]> {
  return db
    .update(ondcOutbox)
    .set({ status: 'failed' })
    .where(
      and(
        eq(ondcOutbox.status, 'sending'),
        or(isNull(ondcOutbox.claimedAt), lt(ondcOutbox.claimedAt, rules.staleBefore)),
        gte(ondcOutbox.attempts, rules.maxAttempts),
      ),
    )
    .returning();
}
