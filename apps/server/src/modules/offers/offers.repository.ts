import type { Database } from '../../db/client.ts';
import { offerImpressions } from '../../db/schema/index.ts';

/** RBI DLD: which offers (and method and KFS versions) were shown to whom, and who did not match. */
export async function recordOfferImpression(
  db: Database,
  values: typeof offerImpressions.$inferInsert,
): Promise<void> {
  await db.insert(offerImpressions).values(values);
}
