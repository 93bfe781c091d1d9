import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CsrIdentifier } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { applications, csrNotes, personalDataAccess, users } from '../../db/schema/index.ts';

/** Live customers named exactly by the identifier: equality only, so no character is a wildcard. */
export async function findCustomersByIdentifier(db: Database, identifier: CsrIdentifier) {
  const match =
    identifier.kind === 'mobile'
      ? eq(users.mobilePhoneNumber, identifier.value)
      : identifier.kind === 'email'
        ? eq(sql`lower(${users.email})`, identifier.value)
        : sql`${users.id} = (select ${applications.userId} from ${applications} where ${applications.publicId} = ${identifier.value})`;
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      mobilePhoneNumber: users.mobilePhoneNumber,
      email: users.email,
    })
    .from(users)
    .where(and(isNull(users.erasedAt), match))
    .limit(20);
}

export async function findLiveCustomerId(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt)));
  return row?.id ?? null;
}

/** personal_data_access: who saw whose data, and why. */
export async function recordAccess(
  db: Database,
  rows: { userId: number; adminId: number; purpose: string }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(personalDataAccess).values(rows);
}

export async function listNotes(db: Database, userId: number) {
  return db.select().from(csrNotes).where(eq(csrNotes.userId, userId)).orderBy(desc(csrNotes.at)).limit(100);
}

export async function insertNote(db: Database, note: { userId: number; adminId: number; note: string }) {
  await db.insert(csrNotes).values(note);
}
