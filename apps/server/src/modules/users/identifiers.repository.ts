import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from './users.repository.ts';

// issue 12 finding 1: sign-in and ownership look only at VERIFIED identifiers.

type Db = Database | Transaction;
type Channel = 'mobile' | 'email';

function identifierMatch(channel: Channel, destination: string) {
  return channel === 'mobile'
    ? eq(users.mobilePhoneNumber, destination)
    : sql`lower(${users.email}) = ${destination.toLowerCase()}`;
}

function verifiedFlag(channel: Channel) {
  return channel === 'mobile' ? users.mobileVerified : users.emailVerified;
}

/** The live account that has proved it holds this mobile or email, if any. */
export async function findLiveUserByVerifiedIdentifier(
  db: Db,
  channel: Channel,
  destination: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(identifierMatch(channel, destination), eq(verifiedFlag(channel), 1), isNull(users.erasedAt)))
    .limit(1);
  return row;
}

/**
 * Someone just proved they own this identifier: every unverified copy typed into another live
 * account is cleared so it can never later be verified into a takeover (docs/decisions/010).
 */
export async function clearUnverifiedCopies(
  db: Db,
  channel: Channel,
  destination: string,
  keepUserId?: number,
): Promise<void> {
  const where = and(
    identifierMatch(channel, destination),
    eq(verifiedFlag(channel), 0),
    isNull(users.erasedAt),
    keepUserId === undefined ? undefined : ne(users.id, keepUserId),
  );
  const now = new Date();
  if (channel === 'mobile')
    await db.update(users).set({ mobilePhoneNumber: null, updatedAt: now }).where(where);
  else await db.update(users).set({ email: null, updatedAt: now }).where(where);
}

/** Marks the account's current email as proved, only if it is still the one the code was sent to. */
export async function markEmailVerified(db: Db, userId: number, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerified: 1, updatedAt: new Date() })
    .where(
      and(eq(users.id, userId), sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.erasedAt)),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}
