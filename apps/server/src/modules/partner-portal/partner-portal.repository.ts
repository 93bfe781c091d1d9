import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { partners, supportTickets, users } from '../../db/schema/index.ts';

export type TicketRow = typeof supportTickets.$inferSelect;

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

export async function listTickets(db: Database, partnerId: number): Promise<TicketRow[]> {
  return db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.partnerId, partnerId))
    .orderBy(desc(supportTickets.createdAt))
    .limit(100);
}

export async function insertTicket(
  db: Database,
  values: typeof supportTickets.$inferInsert,
): Promise<TicketRow> {
  const [row] = await db.insert(supportTickets).values(values).returning();
  if (!row) throw new Error('ticket insert returned nothing');
  return row;
}
