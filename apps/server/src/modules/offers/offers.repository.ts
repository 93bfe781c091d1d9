import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lenders } from '../../db/schema/index.ts';
import type { LenderRow } from '../lenders/lenders.repository.ts';

/** A lender that is not deleted, by the slug its pages and KFS are addressed by. */
export async function findLiveLenderBySlug(db: Database, slug: string): Promise<LenderRow | undefined> {
  const [row] = await db
    .select()
    .from(lenders)
    .where(and(eq(lenders.slug, slug), isNull(lenders.deletedAt)))
    .limit(1);
  return row;
}
