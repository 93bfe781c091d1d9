import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { otpCodes, otpFailures } from '../../db/schema/index.ts';

export type OtpRow = typeof otpCodes.$inferSelect;
export type OtpFailureKind = 'send_failed' | 'rate_limited' | 'wrong_code' | 'locked' | 'expired' | 'no_code';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Db = Database | Tx;

/** Serialises sends and verifies for one destination across every instance. */
export async function lockDestination(tx: Db, purpose: string, destination: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${purpose}:${destination}`}))`);
}

export async function latestCode(tx: Db, purpose: string, destination: string): Promise<OtpRow | undefined> {
  const [row] = await tx
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.destination, destination)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return row;
}

/** A new code replaces every earlier live one for the destination. */
export async function retireLiveCodes(
  tx: Db,
  purpose: string,
  destination: string,
  now: Date,
): Promise<void> {
  await tx
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(eq(otpCodes.purpose, purpose), eq(otpCodes.destination, destination), isNull(otpCodes.consumedAt)),
    );
}

export async function insertCode(tx: Db, row: typeof otpCodes.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(otpCodes).values(row).returning({ id: otpCodes.id });
  if (!inserted) throw new Error('otp insert returned nothing');
  return inserted.id;
}

export async function updateCode(
  tx: Db,
  id: number,
  set: Partial<typeof otpCodes.$inferInsert>,
): Promise<void> {
  await tx.update(otpCodes).set(set).where(eq(otpCodes.id, id));
}

export async function recordOtpFailure(
  db: Db,
  failure: {
    purpose: string;
    channel: string;
    destination: string;
    kind: OtpFailureKind;
    reason?: string;
    ip?: string;
  },
): Promise<void> {
  await db.insert(otpFailures).values(failure);
}
