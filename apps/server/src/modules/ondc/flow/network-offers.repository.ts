import { and, asc, desc, eq, gt, gte, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { ondcFlows, ondcNetworkOffers, ondcOrders } from '../../../db/schema/index.ts';
import type { Db } from '../protocol/message-log.repository.ts';
import { preparedPer } from '../../../db/prepared.ts';

// The personal-loan flow's tables (ADR 033): one flow per network search, one row per lender.

export type OndcFlowRow = typeof ondcFlows.$inferSelect;
export type NetworkOfferRow = typeof ondcNetworkOffers.$inferSelect;

/** A search whose window ended before any pass sent it: never sent late, never reused. */
const SEARCH_EXPIRED = 'search_expired';

/**
 * The customer's flow for a product still within its reuse time, the newest first. Prepared: every
 * personal-loan offers view reads it (issue 16, ADR 028).
 */
const reusableFlow = preparedPer((db: Db) =>
  db
    .select()
    .from(ondcFlows)
    .where(
      and(
        eq(ondcFlows.userId, sql.placeholder('userId')),
        eq(ondcFlows.product, sql.placeholder('product')),
        gt(ondcFlows.reuseUntil, sql.placeholder('now')),
        // A search never sent in its window is over: the next view starts a new one.
        ne(ondcFlows.state, SEARCH_EXPIRED),
      ),
    )
    .orderBy(desc(ondcFlows.createdAt), desc(ondcFlows.id))
    .limit(1)
    .prepare('ondc_reusable_flow'),
);

async function findReusableFlow(
  db: Db,
  userId: number,
  product: string,
  now: Date,
): Promise<OndcFlowRow | null> {
  const [row] = await reusableFlow(db).execute({ userId, product, now });
  return row ?? null;
}

/**
 * The customer's reusable flow, or this new one stored. The check and the insert run under the
 * customer's lock, so parallel first views (two tabs, a double load) start one flow, not two.
 */
export async function startOrReuseFlow(
  db: Database,
  values: typeof ondcFlows.$inferInsert,
  now: Date,
): Promise<{ flow: OndcFlowRow; started: boolean }> {
  // Most views find their flow: one read, no transaction or lock (issue 16: the offers hot path).
  const fresh = await findReusableFlow(db, values.userId, values.product, now);
  if (fresh) return { flow: fresh, started: false };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ondc-flow:${values.userId}`}))`);
    const reusable = await findReusableFlow(tx, values.userId, values.product, now);
    if (reusable) return { flow: reusable, started: false };
    const [row] = await tx.insert(ondcFlows).values(values).returning();
    if (!row) throw new Error('ondc flow not stored');
    return { flow: row, started: true };
  });
}

/** A flow whose search waits for the sending pass (ADR 033): stored by the offers view. */
export const SEARCH_PENDING = 'search_pending';
/** Taken by a pass; its claim is a lease: once stale (the pass died) another pass takes it again. */
const SEARCH_SENDING = 'search_sending';

export interface SearchClaimRules {
  now: Date;
  /** A claim made before this is stale: its pass died before it recorded the gateway's answer. */
  staleBefore: Date;
  /** A search taken this many times is not taken again (failStaleSearches marks it). */
  maxAttempts: number;
  /** The message id for a first attempt; a resend keeps the first one (the same request). */
  messageId: string;
}

/** Searches still to be sent: waiting, or taken by a pass whose claim has gone stale. */
const unsentOrStale = (staleBefore: Date) =>
  or(
    eq(ondcFlows.state, SEARCH_PENDING),
    and(
      eq(ondcFlows.state, SEARCH_SENDING),
      or(isNull(ondcFlows.claimedAt), lt(ondcFlows.claimedAt, staleBefore)),
    ),
  );

/**
 * Takes the oldest flow whose search is still to be sent (waiting, or a stale claim with attempts
 * left) and whose window is open, FOR UPDATE SKIP LOCKED so no two passes take the same one, and
 * marks it being sent, with the claim's time and attempt, before the lock is released.
 */
export async function claimSearchToSend(db: Database, rules: SearchClaimRules): Promise<OndcFlowRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: ondcFlows.id })
      .from(ondcFlows)
      .where(
        and(
          unsentOrStale(rules.staleBefore),
          lt(ondcFlows.searchAttempts, rules.maxAttempts),
          gt(ondcFlows.windowEndsAt, rules.now),
        ),
      )
      .orderBy(asc(ondcFlows.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    const [claimed] = await tx
      .update(ondcFlows)
      .set({
        state: SEARCH_SENDING,
        claimedAt: rules.now,
        searchAttempts: sql`${ondcFlows.searchAttempts} + 1`,
        searchMessageId: sql`coalesce(${ondcFlows.searchMessageId}, ${rules.messageId})`,
      })
      .where(eq(ondcFlows.id, row.id))
      .returning();
    return claimed ?? null;
  });
}

/**
 * Searches still unsent (waiting, or a stale claim) when their window has ended become
 * 'search_expired': sent now, no lender's catalogue would be taken. Returns their transaction ids.
 */
export async function expireUnsentSearches(
  db: Database,
  rules: Pick<SearchClaimRules, 'now' | 'staleBefore'>,
): Promise<string[]> {
  const rows = await db
    .update(ondcFlows)
    .set({ state: SEARCH_EXPIRED })
    .where(and(unsentOrStale(rules.staleBefore), lte(ondcFlows.windowEndsAt, rules.now)))
    .returning({ transactionId: ondcFlows.transactionId });
  return rows.map((r) => r.transactionId);
}

/** Stale claims with no attempt left become 'search_failed'; returns their transaction ids. */
export async function failExhaustedSearches(
  db: Database,
  rules: Omit<SearchClaimRules, 'messageId' | 'now'>,
): Promise<string[]> {
  const rows = await db
    .update(ondcFlows)
    .set({ state: 'search_failed' })
    .where(
      and(
        eq(ondcFlows.state, SEARCH_SENDING),
        or(isNull(ondcFlows.claimedAt), lt(ondcFlows.claimedAt, rules.staleBefore)),
        gte(ondcFlows.searchAttempts, rules.maxAttempts),
      ),
    )
    .returning({ transactionId: ondcFlows.transactionId });
  return rows.map((r) => r.transactionId);
}

/** How the search went: 'searching' (ACK), 'search_nacked' or 'search_failed' (never answered). */
export async function setFlowState(db: Db, id: number, state: string): Promise<void> {
  await db.update(ondcFlows).set({ state }).where(eq(ondcFlows.id, id));
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
  /** The form's xinput as read (journey/lender-form-ref.ts), or null. */
  form: unknown;
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
        form: sql`coalesce(${ondcNetworkOffers.form}, excluded.form)`,
        grievance: sql`coalesce(${ondcNetworkOffers.grievance}, excluded.grievance)`,
        buyerFinderFeeBp: sql`coalesce(${ondcNetworkOffers.buyerFinderFeeBp}, excluded.buyer_finder_fee_bp)`,
      },
    });
}

export interface OfferEntry extends Omit<CatalogueEntry, 'formUrl' | 'form'> {
  state: 'offer' | 'declined';
  terms: unknown;
  offerMessageId: string;
  nextForm: unknown;
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
        nextForm: entry.nextForm,
        grievance: sql`coalesce(excluded.grievance, ${ondcNetworkOffers.grievance})`,
        buyerFinderFeeBp: sql`coalesce(excluded.buyer_finder_fee_bp, ${ondcNetworkOffers.buyerFinderFeeBp})`,
        updatedAt: now,
      },
      // An offer the customer has applied for is the loan's: a later quote does not replace it.
      setWhere: sql`not exists (select 1 from ${ondcOrders} where ${ondcOrders.networkOfferId} = ${ondcNetworkOffers.id})`,
    });
}

/**
 * A lender app's refusal: every item it listed in the flow is declined, offers included, except
 * one the customer has applied for (that loan's own messages say how it goes).
 */
export async function declineLender(db: Db, transactionId: string, bppId: string, now: Date): Promise<void> {
  await db
    .update(ondcNetworkOffers)
    .set({ state: 'declined', terms: null, updatedAt: now })
    .where(
      and(
        eq(ondcNetworkOffers.transactionId, transactionId),
        eq(ondcNetworkOffers.bppId, bppId),
        sql`not exists (select 1 from ${ondcOrders} where ${ondcOrders.networkOfferId} = ${ondcNetworkOffers.id})`,
      ),
    );
}

/** One network offer declined (its select refused or never delivered), unless applied for. */
export async function declineNetworkOffer(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(ondcNetworkOffers)
    .set({ state: 'declined', terms: null, updatedAt: now })
    .where(
      and(
        eq(ondcNetworkOffers.id, id),
        sql`not exists (select 1 from ${ondcOrders} where ${ondcOrders.networkOfferId} = ${ondcNetworkOffers.id})`,
      ),
    );
}

const networkOffersOf = preparedPer((db: Database) =>
  db
    .select()
    .from(ondcNetworkOffers)
    .where(eq(ondcNetworkOffers.transactionId, sql.placeholder('transactionId')))
    .orderBy(ondcNetworkOffers.id)
    .prepare('ondc_network_offers_of_flow'),
);

/** The lenders' answers to one search, as every personal-loan offers view reads them (prepared). */
export async function listNetworkOffers(db: Database, transactionId: string): Promise<NetworkOfferRow[]> {
  return networkOffersOf(db).execute({ transactionId });
}

export async function findNetworkOffer(db: Database, id: number): Promise<NetworkOfferRow | null> {
  const [row] = await db.select().from(ondcNetworkOffers).where(eq(ondcNetworkOffers.id, id)).limit(1);
  return row ?? null;
}

export interface QuoteDisagreementRow {
  id: number;
  transactionId: string;
  bppId: string;
  providerName: string;
  offerMessageId: string | null;
  codes: string[];
  at: Date;
}

/**
 * Offers whose figures our own loan maths does not reproduce (quote-check.ts), the latest first:
 * the network's side of the lender API failure report (issue 17).
 */
export async function listQuoteDisagreements(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: QuoteDisagreementRow[] }> {
  const o = ondcNetworkOffers;
  const disagreeing = and(
    eq(o.state, 'offer'),
    // No function that fails on a non-array: PostgreSQL may test these in any order.
    sql`jsonb_typeof(${o.terms} -> 'disagreements') = 'array'`,
    sql`${o.terms} -> 'disagreements' <> '[]'::jsonb`,
  );
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(o)
    .where(disagreeing);
  const rows = await db
    .select({
      id: o.id,
      transactionId: o.transactionId,
      bppId: o.bppId,
      providerName: o.providerName,
      offerMessageId: o.offerMessageId,
      codes: sql<string[]>`array(select jsonb_array_elements_text(${o.terms} -> 'disagreements'))`,
      at: o.updatedAt,
    })
    .from(o)
    .where(disagreeing)
    .orderBy(desc(o.updatedAt), desc(o.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: total?.n ?? 0, rows };
}

/** A network offer row-locked for the rest of the transaction (the journey's steps, ADR 034). */
export async function lockNetworkOffer(db: Db, id: number): Promise<NetworkOfferRow | null> {
  const [row] = await db
    .select()
    .from(ondcNetworkOffers)
    .where(eq(ondcNetworkOffers.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The application form sent: its submission id kept, the lender's offer awaited ('submitted'). */
export async function markFormSubmitted(db: Db, id: number, submissionId: string, now: Date): Promise<void> {
  await db
    .update(ondcNetworkOffers)
    .set({ state: 'submitted', submissionId, updatedAt: now })
    .where(eq(ondcNetworkOffers.id, id));
}

/** A lender form we cannot draw: the lender is listed unmatched with that reason. */
export async function markFormUnreadable(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(ondcNetworkOffers)
    .set({ state: 'unreadable', updatedAt: now })
    .where(and(eq(ondcNetworkOffers.id, id), eq(ondcNetworkOffers.state, 'catalogue')));
}
