import { eq } from 'drizzle-orm';
import type { PartnerBranding } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { partners } from '../../db/schema/index.ts';

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
