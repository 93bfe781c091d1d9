import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SessionArea } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { sessions, userProductDetails, users } from '../../db/schema/index.ts';
import { CUSTOMER_FACTS, PRODUCT_FORM, type CustomerSnapshot } from '../users/users.repository.ts';

// Sessions get their own repository beside otp.repository.ts: the auth module holds two tables
// with nothing in common but the module, and a file is named for what it holds (STYLE 8).

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Database, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

const liveSessionByHash = preparedPer((db: Database) =>
  db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('live_session_by_hash'),
);

/** The session with this token hash unless it was revoked; expiry and idleness are the service's rules. */
export async function findLiveSessionByHash(
  db: Database,
  tokenHash: string,
): Promise<SessionRow | undefined> {
  const [row] = await liveSessionByHash(db).execute({ tokenHash });
  return row;
}

const liveSessionWithCustomer = preparedPer((db: Database) =>
  db
    .select({ session: sessions, user: CUSTOMER_FACTS, details: PRODUCT_FORM })
    .from(sessions)
    .leftJoin(
      users,
      and(eq(sessions.area, 'customer'), eq(users.id, sessions.subjectId), isNull(users.erasedAt)),
    )
    .leftJoin(userProductDetails, eq(userProductDetails.userId, users.id))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .prepare('live_session_with_customer'),
);

/**
 * findLiveSessionByHash and, in the same statement, the customer it signs in with their product
 * forms, as users.repository's loadCustomerSnapshot reads them (one round trip fewer for the offers
 * call, issue 16, ADR 028). Another area's session, or an erased customer, has no customer.
 */
export async function findLiveSessionWithCustomer(
  db: Database,
  tokenHash: string,
): Promise<{ row: SessionRow; extra: CustomerSnapshot } | undefined> {
  const rows = await liveSessionWithCustomer(db).execute({ tokenHash });
  const first = rows[0];
  if (!first) return undefined;
  return {
    row: first.session,
    extra: {
      user: first.user ?? undefined,
      details: rows.flatMap((row) => (row.details ? [row.details] : [])),
    },
  };
}

export async function touchSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeSessionByHash(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Revoked at the database's clock, as before, so every row of one sign-out shares one instant. */
export async function revokeAllLiveSessions(
  db: Database,
  area: SessionArea,
  subjectId: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.area, area), eq(sessions.subjectId, subjectId), isNull(sessions.revokedAt)));
}

export async function setIdentityConfirmedAt(db: Database, tokenHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ identityConfirmedAt: at }).where(eq(sessions.tokenHash, tokenHash));
}
