import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leads, partnerApiKeys } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof partnerApiKeys.$inferSelect;
export type LeadRow = typeof leads.$inferSelect;

export async function listApiKeys(db: Database, partnerId: number): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(partnerApiKeys)
    .where(eq(partnerApiKeys.partnerId, partnerId))
    .orderBy(desc(partnerApiKeys.createdAt));
}

export async function insertApiKey(
  db: Database,
  values: { partnerId: number; name: string; prefix: string; keyHash: string },
): Promise<ApiKeyRow> {
  const [row] = await db.insert(partnerApiKeys).values(values).returning();
  if (!row) throw new Error('key insert returned nothing');
  return row;
}

/** Revokes a live key of this partner; null when there is none with that id. */
export async function revokeApiKeyRow(
  db: Database,
  partnerId: number,
  keyId: number,
): Promise<ApiKeyRow | null> {
  const [row] = await db
    .update(partnerApiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(partnerApiKeys.id, keyId),
        eq(partnerApiKeys.partnerId, partnerId),
        isNull(partnerApiKeys.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findApiKeyByHash(db: Database, keyHash: string): Promise<ApiKeyRow | null> {
  const [row] = await db.select().from(partnerApiKeys).where(eq(partnerApiKeys.keyHash, keyHash)).limit(1);
  return row ?? null;
}

export async function touchApiKey(db: Database, keyId: number): Promise<void> {
  await db.update(partnerApiKeys).set({ lastUsedAt: new Date() }).where(eq(partnerApiKeys.id, keyId));
}

/** Stores a pushed lead once per (partner, idempotency key); a repeat answers the first row. */
export async function insertLeadOnce(
  db: Database,
  values: typeof leads.$inferInsert & { partnerId: number; idempotencyKey: string },
): Promise<{ row: LeadRow | null; created: boolean }> {
  const [inserted] = await db.insert(leads).values(values).onConflictDoNothing().returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.partnerId, values.partnerId), eq(leads.idempotencyKey, values.idempotencyKey)))
    .limit(1);
  return { row: existing ?? null, created: false };
}
