import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leads, partners } from '../../db/schema/index.ts';

/** The partner's id when a partner with this id exists. */
export async function findPartnerId(db: Database, id: number): Promise<number | undefined> {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, id)).limit(1);
  return row?.id;
}

/** The partner that pushed the lead with this public id (spec 3 prospectAppId). */
export async function findLeadPartnerId(db: Database, publicId: string): Promise<number | undefined> {
  const [lead] = await db
    .select({ partnerId: leads.partnerId })
    .from(leads)
    .where(eq(leads.publicId, publicId))
    .limit(1);
  return lead?.partnerId;
}

/** The partner whose UTM id is `source`, or whose key is `source` in lower case. */
export async function findPartnerBySource(
  db: Database,
  source: string,
): Promise<{ id: number; isDefault: boolean } | undefined> {
  const [row] = await db
    .select({ id: partners.id, isDefault: partners.isDefault })
    .from(partners)
    .where(or(eq(partners.utmId, source), eq(partners.key, source.toLowerCase())))
    .limit(1);
  return row;
}

/** Sets the lead's customer when the lead has none yet and carries this mobile or email. */
export async function linkLeadToUser(
  db: Database,
  publicId: string,
  userId: number,
  destination: string,
): Promise<void> {
  await db
    .update(leads)
    .set({ userId })
    .where(
      and(
        eq(leads.publicId, publicId),
        isNull(leads.userId),
        or(eq(leads.mobile, destination), eq(leads.email, destination)),
      ),
    );
}
