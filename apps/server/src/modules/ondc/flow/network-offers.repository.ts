import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { ondcFlows, ondcNetworkOffers } from '../../../db/schema/index.ts';
import type { Db } from '../protocol/message-log.repository.ts';

// The personal-loan flow's tables (ADR 033): one flow per network search, one row per lender.

export type OndcFlowRow = typeof ondcFlows.$inferSelect;
export type NetworkOfferRow = typeof ondcNetworkOffers.$inferSelect;

/** The customer's flow for a product still within its reuse time, the newest first. */
export async function findReusableFlow(
  db: Database,
  userId: number,
  product: string,
  now: Date,
): Promise<OndcFlowRow | null> {
  const [row] = await db
    .select()
    .from(ondcFlows)
    .where(and(eq(ondcFlows.userId, userId), eq(ondcFlows.product, product), gt(ondcFlows.reuseUntil, now)))
    .orderBy(desc(ondcFlows.createdAt), desc(ondcFlows.id))
    .limit(1);
  return row ?? null;
}

export async function insertFlow(db: Database, values: typeof ondcFlows.$inferInsert): Promise<OndcFlowRow> {
  const [row] = await db.insert(ondcFlows).values(values).returning();
  if (!row) throw new Error('ondc flow not stored');
  return row;
}

export async function findFlowByTransaction(db: Db, transactionId: string): Promise<OndcFlowRow | null> {
  const [row] = await db.select().from(ondcFlows).where(eq(ondcFlows.transactionId, transactionId)).limit(1);
  return row ?? null;
}

export interface CatalogueEntry {
  transactionId: string;
  bppId: string;
  bppUri: string;
  providerId: string;
  providerName: string;
  itemId: string;
  formUrl: string | null;
  grievance: unknown;
  buyerFinderFeeBp: number | null;
}

/**
 * A lender's catalogue item (on_search). A repeat changes nothing; a catalogue arriving after the
 * offer (reordered) refreshes the descriptive fields only and never takes the offer back.
 */
export async function upsertCatalogueEntry(db: Db, entry: CatalogueEntry): Promise<void> {
  await db
    .insert(ondcNetworkOffers)
    .values({ ...entry, state: 'catalogue' })
    .onConflictDoUpdate({
      target: [ondcNetworkOffers.transactionId, ondcNetworkOffers.bppId, ondcNetworkOffers.providerId],
      set: {
        providerName: entry.providerName,
        formUrl: sql`coalesce(${ondcNetworkOffers.formUrl}, excluded.form_url)`,
        grievance: sql`coalesce(${ondcNetworkOffers.grievance}, excluded.grievance)`,
        buyerFinderFeeBp: sql`coalesce(${ondcNetworkOffers.buyerFinderFeeBp}, excluded.buyer_finder_fee_bp)`,
      },
    });
}

export interface OfferEntry extends Omit<CatalogueEntry, 'formUrl'> {
  state: 'offer' | 'declined';
  terms: unknown;
  offerMessageId: string;
}

/** A lender's offer or decline (on_select): the row is created if its catalogue came later. */
export async function upsertOfferEntry(db: Db, entry: OfferEntry, now: Date): Promise<void> {
  const { grievance, buyerFinderFeeBp, ...rest } = entry;
  await db
    .insert(ondcNetworkOffers)
    .values({ ...rest, grievance, buyerFinderFeeBp, updatedAt: now })
    .onConflictDoUpdate({
      target: [ondcNetworkOffers.transactionId, ondcNetworkOffers.bppId, ondcNetworkOffers.providerId],
      set: {
        state: entry.state,
        terms: entry.terms,
        itemId: entry.itemId,
        offerMessageId: entry.offerMessageId,
        grievance: sql`coalesce(excluded.grievance, ${ondcNetworkOffers.grievance})`,
        buyerFinderFeeBp: sql`coalesce(excluded.buyer_finder_fee_bp, ${ondcNetworkOffers.buyerFinderFeeBp})`,
        updatedAt: now,
      },
    });
}

/** A lender app's refusal: every item it listed in the flow is declined, offers included. */
export async function declineLender(db: Db, transactionId: string, bppId: string, now: Date): Promise<void> {
  await db
    .update(ondcNetworkOffers)
    .set({ state: 'declined', terms: null, updatedAt: now })
    .where(and(eq(ondcNetworkOffers.transactionId, transactionId), eq(ondcNetworkOffers.bppId, bppId)));
}

export async function listNetworkOffers(db: Database, transactionId: string): Promise<NetworkOfferRow[]> {
  return db
    .select()
    .from(ondcNetworkOffers)
    .where(eq(ondcNetworkOffers.transactionId, transactionId))
    .orderBy(ondcNetworkOffers.id);
}

export async function findNetworkOffer(db: Database, id: number): Promise<NetworkOfferRow | null> {
  const [row] = await db.select().from(ondcNetworkOffers).where(eq(ondcNetworkOffers.id, id)).limit(1);
  return row ?? null;
}
