import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  callOutcomes,
  campaignMessages,
  campaigns,
  consentLedger,
  merchants,
  partners,
  trackingLinks,
  users,
} from '../../db/schema/index.ts';

type Db = Database | Transaction;

export type CampaignRow = typeof campaigns.$inferSelect;
export type MerchantRow = typeof merchants.$inferSelect;
export type TrackingLinkRow = typeof trackingLinks.$inferSelect;
type UserRow = typeof users.$inferSelect;

export async function latestCampaigns(db: Db): Promise<CampaignRow[]> {
  return db.select().from(campaigns).orderBy(desc(campaigns.createdAt)).limit(200);
}

export async function insertCampaign(db: Db, values: typeof campaigns.$inferInsert): Promise<CampaignRow> {
  const [campaign] = await db.insert(campaigns).values(values).returning();
  if (!campaign) throw new Error('campaign insert returned nothing');
  return campaign;
}

export async function usersByIds(db: Db, ids: number[], limit?: number): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  const query = db.select().from(users).where(inArray(users.id, ids));
  return limit === undefined ? query : query.limit(limit);
}

/** Claims one recipient of a campaign; undefined when they already have it (no one gets it twice). */
export async function claimCampaignMessage(db: Db, campaignId: number, userId: number) {
  const [claimed] = await db
    .insert(campaignMessages)
    .values({ campaignId, userId, status: 'sending' })
    .onConflictDoNothing()
    .returning();
  return claimed;
}

export async function setCampaignMessageStatus(db: Db, id: number, status: 'sent' | 'failed'): Promise<void> {
  await db.update(campaignMessages).set({ status }).where(eq(campaignMessages.id, id));
}

export async function setCampaignCounts(
  db: Db,
  id: number,
  counts: { sent: number; failed: number },
): Promise<CampaignRow | undefined> {
  const [done] = await db.update(campaigns).set(counts).where(eq(campaigns.id, id)).returning();
  return done;
}

export async function insertMerchant(db: Db, values: typeof merchants.$inferInsert): Promise<number> {
  const [row] = await db.insert(merchants).values(values).returning({ id: merchants.id });
  if (!row) throw new Error('merchant insert returned nothing');
  return row.id;
}

export async function listMerchants(db: Db, status: string | undefined): Promise<MerchantRow[]> {
  return db
    .select()
    .from(merchants)
    .where(status ? eq(merchants.status, status) : undefined)
    .orderBy(desc(merchants.createdAt))
    .limit(500);
}

export async function updateMerchantReview(
  db: Db,
  id: number,
  set: Pick<typeof merchants.$inferInsert, 'status' | 'reviewNote' | 'reviewedBy' | 'reviewedAt'>,
): Promise<MerchantRow | undefined> {
  const [row] = await db.update(merchants).set(set).where(eq(merchants.id, id)).returning();
  return row;
}

/** Every call outcome of these customers, newest first. */
export async function outcomesOf(db: Db, userIds: number[]) {
  return db
    .select()
    .from(callOutcomes)
    .where(inArray(callOutcomes.userId, userIds))
    .orderBy(desc(callOutcomes.at));
}

export async function insertCallOutcome(db: Db, values: typeof callOutcomes.$inferInsert): Promise<void> {
  await db.insert(callOutcomes).values(values);
}

export async function insertConsentEntry(db: Db, values: typeof consentLedger.$inferInsert): Promise<void> {
  await db.insert(consentLedger).values(values);
}

export async function userExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

export async function latestTrackingLinks(db: Db): Promise<TrackingLinkRow[]> {
  return db.select().from(trackingLinks).orderBy(desc(trackingLinks.createdAt)).limit(500);
}

export async function insertTrackingLink(
  db: Db,
  values: typeof trackingLinks.$inferInsert,
): Promise<TrackingLinkRow> {
  const [row] = await db.insert(trackingLinks).values(values).returning();
  if (!row) throw new Error('link insert returned nothing');
  return row;
}

/** Counts a click; undefined for an unknown code. */
export async function countTrackingClick(db: Db, code: string): Promise<TrackingLinkRow | undefined> {
  const [row] = await db
    .update(trackingLinks)
    .set({ clicks: sql`${trackingLinks.clicks} + 1` })
    .where(eq(trackingLinks.code, code))
    .returning();
  return row;
}

export async function partnerExists(db: Db, id: number): Promise<boolean> {
  const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, id));
  return partner !== undefined;
}

export async function partnerKeyOf(db: Db, id: number): Promise<string | undefined> {
  const [partner] = await db.select({ key: partners.key }).from(partners).where(eq(partners.id, id)).limit(1);
  return partner?.key;
}

/** Every ledger action for a marketing purpose, newest first (the ledger is append-only). */
export async function consentActionsFor(
  db: Db,
  purpose: 'sms_marketing' | 'email_marketing' | 'call_marketing',
): Promise<{ userId: number; action: string }[]> {
  return db
    .select({ userId: consentLedger.userId, action: consentLedger.action })
    .from(consentLedger)
    .where(eq(consentLedger.purpose, purpose))
    .orderBy(desc(consentLedger.at), desc(consentLedger.id));
}

/** Of these customers, those not erased who have the mobile number (or email) to reach them by. */
export async function reachableUserIds(db: Db, ids: number[], by: 'mobile' | 'email'): Promise<number[]> {
  const contact = by === 'email' ? users.email : users.mobilePhoneNumber;
  const live = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.erasedAt), isNotNull(contact)));
  return live.map((u) => u.id);
}
