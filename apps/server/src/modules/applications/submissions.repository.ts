import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@cl/contracts';
import { applications, lenderApiFailures, lenderSubmissions, lenders, users } from '../../db/schema/index.ts';
import type { ApplicationRow, Db } from './applications.repository.ts';
import type { Transaction } from '../../db/client.ts';

/** A submission a worker has claimed: its lease is taken and its attempt counted. */
export interface ClaimedSubmission {
  id: number;
  applicationId: number;
  lenderId: number;
  idempotencyKey: string;
  attempts: number;
}

/**
 * Pending submissions due by `now` and not leased, locked FOR UPDATE SKIP LOCKED (another
 * instance takes other rows); each is leased until `lease` and its attempts counted.
 */
export async function claimDueSubmissions(
  tx: Transaction,
  now: Date,
  lease: Date,
  batchSize: number,
): Promise<ClaimedSubmission[]> {
  const due = await tx
    .select({ id: lenderSubmissions.id })
    .from(lenderSubmissions)
    .where(
      and(
        eq(lenderSubmissions.status, 'pending'),
        lte(lenderSubmissions.nextAttemptAt, now),
        or(isNull(lenderSubmissions.lockedUntil), lt(lenderSubmissions.lockedUntil, now)),
      ),
    )
    .orderBy(lenderSubmissions.nextAttemptAt)
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const claimed: ClaimedSubmission[] = [];
  for (const { id } of due) {
    const [row] = await tx
      .update(lenderSubmissions)
      .set({ lockedUntil: lease, attempts: sql`${lenderSubmissions.attempts} + 1` })
      .where(eq(lenderSubmissions.id, id))
      .returning();
    if (row)
      claimed.push({
        id: row.id,
        applicationId: row.applicationId,
        lenderId: row.lenderId,
        idempotencyKey: row.idempotencyKey,
        attempts: row.attempts,
      });
  }
  return claimed;
}

/** The application with its applicant and the lender's slug: what a lender API request is built from. */
export async function findSubmissionSubject(db: Db, applicationId: number) {
  const [row] = await db
    .select({ app: applications, user: users, slug: lenders.slug })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(lenders, eq(lenders.id, applications.lenderId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row;
}

export async function markSubmissionSent(tx: Transaction, id: number, now: Date): Promise<void> {
  await tx
    .update(lenderSubmissions)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null })
    .where(eq(lenderSubmissions.id, id));
}

/** The application by id, row-locked for the rest of the transaction. */
export async function lockApplication(tx: Transaction, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
  return row;
}

/** The lender's answer: a status already checked with checkTransition, its reference and reason. */
export async function setLenderAnswer(
  tx: Transaction,
  id: number,
  answer: { status: ApplicationStatus; lenderReference: string | null; reason: string | null },
  now: Date,
): Promise<void> {
  await tx
    .update(applications)
    .set({ ...answer, updatedAt: now })
    .where(eq(applications.id, id));
}

export async function insertLenderApiFailure(
  tx: Transaction,
  values: typeof lenderApiFailures.$inferInsert,
): Promise<void> {
  await tx.insert(lenderApiFailures).values(values);
}

/** Releases the lease after a failed send: pending again at `nextAttemptAt`, or failed for good. */
export async function releaseFailedSubmission(
  tx: Transaction,
  id: number,
  outcome: { status: 'pending' | 'failed'; lastError: string; nextAttemptAt: Date },
): Promise<void> {
  await tx
    .update(lenderSubmissions)
    .set({ ...outcome, lockedUntil: null })
    .where(eq(lenderSubmissions.id, id));
}
