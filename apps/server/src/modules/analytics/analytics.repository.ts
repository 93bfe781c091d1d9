import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pageViews, partners } from '../../db/schema/index.ts';

export async function insertPageView(
  db: Database,
  view: { path: string; referrer?: string; partner?: string },
): Promise<void> {
  await db.insert(pageViews).values(view);
}

/** The key of a real partner (not the default brand) by its key, or undefined. */
export async function partnerKeyNamed(db: Database, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ key: partners.key })
    .from(partners)
    .where(and(eq(partners.key, key.toLowerCase()), eq(partners.isDefault, false)))
    .limit(1);
  return row?.key;
}

/** A partner's key by its id. */
export async function partnerKeyOf(db: Database, partnerId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ key: partners.key })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  return row?.key;
}
