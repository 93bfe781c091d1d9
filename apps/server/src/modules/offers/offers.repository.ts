import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { applications, offerImpressions } from '../../db/schema/index.ts';
import type { ApplicationRow } from '../applications/applications.repository.ts';

/**
 * The impression insert and the customer's applications (the same 100, newest first, as
 * applications.repository's listForUser) in one statement, one round trip (issue 16, ADR 028).
 * PostgreSQL runs a data-modifying WITH exactly once and to completion whether or not the main
 * query reads it, so the insert is as synchronous as on its own: the statement fails if it fails.
 */
const insertImpressionAndListApplications = preparedPer((db: Database) => {
  const impression = db.$with('impression').as(
    db
      .insert(offerImpressions)
      .values({
        userId: sql.placeholder('userId'),
        product: sql.placeholder('product'),
        methodVersion: sql.placeholder('methodVersion'),
        shown: sql.placeholder('shown'),
        unmatched: sql.placeholder('unmatched'),
      })
      .returning({ id: offerImpressions.id }),
  );
  return db
    .with(impression)
    .select()
    .from(applications)
    .where(eq(applications.userId, sql.placeholder('userId')))
    .orderBy(desc(applications.createdAt))
    .limit(100)
    .prepare('offer_impression_and_applications');
});

/**
 * RBI DLD: which offers (and method and KFS versions) were shown to whom, and who did not match;
 * recorded before the answer leaves. Answers the customer's applications, read in the same statement.
 */
export async function recordOfferImpression(
  db: Database,
  values: Pick<
    typeof offerImpressions.$inferInsert,
    'userId' | 'product' | 'methodVersion' | 'shown' | 'unmatched'
  >,
): Promise<ApplicationRow[]> {
  return insertImpressionAndListApplications(db).execute(values);
}
