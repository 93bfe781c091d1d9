import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { offerImpressions } from '../../db/schema/index.ts';

const insertImpression = preparedPer((db: Database) =>
  db
    .insert(offerImpressions)
    .values({
      userId: sql.placeholder('userId'),
      product: sql.placeholder('product'),
      methodVersion: sql.placeholder('methodVersion'),
      shown: sql.placeholder('shown'),
      unmatched: sql.placeholder('unmatched'),
    })
    .prepare('insert_offer_impression'),
);

/** RBI DLD: which offers (and method and KFS versions) were shown to whom, and who did not match. */
export async function recordOfferImpression(
  db: Database,
  values: Pick<
    typeof offerImpressions.$inferInsert,
    'userId' | 'product' | 'methodVersion' | 'shown' | 'unmatched'
  >,
): Promise<void> {
  await insertImpression(db).execute(values);
}
