import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { OndcParticipantRole } from '@cl/contracts';
import { ondcParticipants } from '../../../db/schema/index.ts';
import type { Db } from './message-log.repository.ts';

// Network participants this buyer app knows (ADR 031), managed on the admin page (modules/ondc/admin).

type ParticipantRole = OndcParticipantRole;

export type OndcParticipantRow = typeof ondcParticipants.$inferSelect;

export interface ParticipantInput {
  subscriberId: string;
  uri: string;
  uniqueKeyId: string;
  signingPublicKey: string;
  role: ParticipantRole;
  enabled: boolean;
}

/** Adds a participant, or replaces the URI, key, role and switch of the same subscriber and key id. */
export async function saveParticipant(db: Db, input: ParticipantInput): Promise<OndcParticipantRow> {
  const [row] = await db
    .insert(ondcParticipants)
    .values(input)
    .onConflictDoUpdate({
      target: [ondcParticipants.subscriberId, ondcParticipants.uniqueKeyId],
      set: {
        uri: input.uri,
        signingPublicKey: input.signingPublicKey,
        role: input.role,
        enabled: input.enabled,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('participant not saved');
  return row;
}

/** Whether an admin has switched this subscriber's key off here (unknown keys are the registry's to judge). */
export async function participantSwitchedOff(
  db: Db,
  subscriberId: string,
  uniqueKeyId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ enabled: ondcParticipants.enabled })
    .from(ondcParticipants)
    .where(
      and(eq(ondcParticipants.subscriberId, subscriberId), eq(ondcParticipants.uniqueKeyId, uniqueKeyId)),
    )
    .limit(1);
  return row?.enabled === false;
}

export async function findEnabledParticipant(
  db: Db,
  subscriberId: string,
  role: ParticipantRole,
): Promise<OndcParticipantRow | null> {
  const [row] = await db
    .select()
    .from(ondcParticipants)
    .where(
      and(
        eq(ondcParticipants.subscriberId, subscriberId),
        eq(ondcParticipants.role, role),
        eq(ondcParticipants.enabled, true),
      ),
    )
    .orderBy(asc(ondcParticipants.id))
    .limit(1);
  return row ?? null;
}

export async function listParticipants(db: Db): Promise<OndcParticipantRow[]> {
  return db
    .select()
    .from(ondcParticipants)
    .orderBy(asc(ondcParticipants.role), asc(ondcParticipants.subscriberId));
}

export async function findParticipantById(db: Db, id: number): Promise<OndcParticipantRow | null> {
  const [row] = await db.select().from(ondcParticipants).where(eq(ondcParticipants.id, id)).limit(1);
  return row ?? null;
}

/**
 * Another participant with this subscriber id and either this role (the admin page keeps one per
 * pair) or this unique key id (the table's own unique key).
 */
export async function participantTaken(
  db: Db,
  input: Pick<ParticipantInput, 'subscriberId' | 'role' | 'uniqueKeyId'>,
  exceptId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: ondcParticipants.id })
    .from(ondcParticipants)
    .where(
      and(
        eq(ondcParticipants.subscriberId, input.subscriberId),
        or(eq(ondcParticipants.role, input.role), eq(ondcParticipants.uniqueKeyId, input.uniqueKeyId)),
        exceptId === null ? undefined : ne(ondcParticipants.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertParticipant(db: Db, input: ParticipantInput): Promise<OndcParticipantRow> {
  const [row] = await db.insert(ondcParticipants).values(input).returning();
  if (!row) throw new Error('participant not saved');
  return row;
}

export async function updateParticipant(
  db: Db,
  id: number,
  input: ParticipantInput,
): Promise<OndcParticipantRow | null> {
  const [row] = await db
    .update(ondcParticipants)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(ondcParticipants.id, id))
    .returning();
  return row ?? null;
}
