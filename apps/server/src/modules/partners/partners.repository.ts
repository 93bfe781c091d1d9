import { eq } from 'drizzle-orm';
import type { PartnerBranding } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { partnerHosts, partners } from '../../db/schema/index.ts';

export type PartnerRow = typeof partners.$inferSelect;

export async function findPartnerByKey(db: Database, key: string): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.key, key)).limit(1);
  return row;
}

export async function findDefaultPartner(db: Database): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.isDefault, true)).limit(1);
  return row;
}

export function toBranding(row: PartnerRow): PartnerBranding {
  return {
    name: row.key,
    logo: row.logo,
    fontSource: row.fontSource,
    fontFamily: row.fontFamily,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    title: row.title,
    tancApply: row.tancApply,
    coBrandLogo: row.coBrandLogo,
  };
}

/** The partner whose white-label site answers on this host name (partner_hosts), if any. */
export async function findPartnerByHost(
  db: Database,
  host: string,
): Promise<{ id: number; key: string } | undefined> {
  const [row] = await db
    .select({ id: partners.id, key: partners.key })
    .from(partnerHosts)
    .innerJoin(partners, eq(partners.id, partnerHosts.partnerId))
    .where(eq(partnerHosts.host, host))
    .limit(1);
  return row;
}
