import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { partnerHosts, partners } from '../../db/schema/index.ts';
import { partnerBrandingCache } from './partner-branding-cache.ts';
import type { PartnerRow } from './partners.repository.ts';

/** The database or a transaction: issue 15's onboarding writes a new partner's terms in its own. */
export type Db = Database | Transaction;

// The admin partner record's SQL (spec 7 partner calls); the public branding look-ups stay in
// partners.repository.ts.

export async function listPartners(db: Database): Promise<PartnerRow[]> {
  return db.select().from(partners).orderBy(asc(partners.displayName));
}

export async function findPartnerById(db: Db, id: number): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id)).limit(1);
  return row;
}

export async function hostsByPartner(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const byPartner = new Map<number, string[]>();
  if (ids.length === 0) return byPartner;
  const rows = await db.select().from(partnerHosts).where(inArray(partnerHosts.partnerId, ids));
  for (const row of rows) byPartner.set(row.partnerId, [...(byPartner.get(row.partnerId) ?? []), row.host]);
  return byPartner;
}

export async function utmIdTakenByOther(db: Db, utmId: string, partnerId: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.utmId, utmId), ne(partners.id, partnerId)))
    .limit(1);
  return taken !== undefined;
}

export type PartnerUpdate = Partial<typeof partners.$inferInsert>;

export async function updatePartner(db: Db, id: number, set: PartnerUpdate): Promise<PartnerRow | undefined> {
  const [after] = await db.update(partners).set(set).where(eq(partners.id, id)).returning();
  partnerBrandingCache.changed();
  return after;
}

/**
 * Replaces a partner's hosts in one transaction. One statement decides: a host another partner
 * holds (or takes at this moment) is not inserted, and the error `onTaken` makes for the first
 * such host rolls the whole change back.
 */
export async function replacePartnerHosts(
  db: Db,
  partnerId: number,
  hosts: string[],
  onTaken: (host: string) => Error,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(partnerHosts).where(eq(partnerHosts.partnerId, partnerId));
    if (hosts.length === 0) return;
    const inserted = await tx
      .insert(partnerHosts)
      .values(hosts.map((host) => ({ host, partnerId })))
      .onConflictDoNothing()
      .returning({ host: partnerHosts.host });
    const taken = hosts.find((host) => !inserted.some((row) => row.host === host));
    if (taken) throw onTaken(taken);
  });
}
