import { and, count, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { applications, leads, lenders, offerImpressions, partners, users } from '../../db/schema/index.ts';

/** The latest customers a partner brought (names and join dates only; erased people left out). */
export async function referralCustomers(db: Database, partnerId: number) {
  return db
    .select({
      first: users.firstName,
      last: users.lastName,
      phone: users.mobilePhoneNumber,
      at: users.createdAt,
      pl: users.plCompleted,
      bl: users.blCompleted,
    })
    .from(users)
    .where(and(eq(users.partnerId, partnerId), isNull(users.erasedAt)))
    .orderBy(desc(users.createdAt))
    .limit(200);
}

export async function findPartner(db: Database, partnerId: number) {
  const [row] = await db.select().from(partners).where(eq(partners.id, partnerId));
  return row ?? null;
}

export async function updatePartnerContact(
  db: Database,
  partnerId: number,
  contact: { contactName: string; contactEmail: string; contactPhone: string },
): Promise<void> {
  await db
    .update(partners)
    .set({ ...contact, updatedAt: new Date() })
    .where(eq(partners.id, partnerId));
}

/**
 * A partner's leads created inside the window, newest first, and how many there are in all.
 * Issue 15: a referral lead is made at sign-up, before the customer gives a name or picks a
 * product, so each lead also carries its customer's name and the product they last saw offers
 * for (offer_impressions, in the lender-product words leads use), once there are such.
 */
export async function partnerLeadsPage(
  db: Database,
  partnerId: number,
  window: { start: Date; end: Date },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(leads.partnerId, partnerId),
    gte(leads.createdAt, window.start),
    lte(leads.createdAt, window.end),
  );
  const [total] = await db.select({ n: count() }).from(leads).where(where);
  const latestProduct = db
    .select({ product: offerImpressions.product })
    .from(offerImpressions)
    .where(eq(offerImpressions.userId, leads.userId))
    .orderBy(desc(offerImpressions.at))
    .limit(1);
  const rows = await db
    .select({
      lead: leads,
      firstName: users.firstName,
      lastName: users.lastName,
      userProduct: sql<string | null>`(${latestProduct})`,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.userId))
    .where(where)
    .orderBy(desc(leads.createdAt))
    .limit(page.limit)
    .offset(page.offset);
  return { total: total?.n ?? 0, rows };
}

/** A partner's applications inside the window (optionally of one status) with lender names. */
export async function partnerApplicationsPage(
  db: Database,
  partnerId: number,
  window: { start: Date; end: Date; status: (typeof applications.$inferSelect)['status'] | undefined },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(applications.partnerId, partnerId),
    gte(applications.createdAt, window.start),
    lte(applications.createdAt, window.end),
    window.status ? eq(applications.status, window.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(applications).where(where);
  const rows = await db
    .select({ app: applications, lender: lenders.name })
    .from(applications)
    .innerJoin(lenders, eq(lenders.id, applications.lenderId))
    .where(where)
    .orderBy(desc(applications.createdAt))
    .limit(page.limit)
    .offset(page.offset);
  return { total: total?.n ?? 0, rows };
}

/** What a partner lead link carries: the partner's key and the product, never personal data. */
export async function findTransferLink(db: Database, prospectId: string) {
  const [row] = await db
    .select({ partnerKey: partners.key, product: leads.product, amount: leads.amount })
    .from(leads)
    .innerJoin(partners, eq(partners.id, leads.partnerId))
    .where(eq(leads.publicId, prospectId))
    .limit(1);
  return row;
}
