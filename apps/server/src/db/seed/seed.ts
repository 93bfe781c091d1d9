import { count, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.ts';
import {
  creditCardCategories,
  languages,
  lenders,
  optionItems,
  optionLists,
  partners,
  revenueTypes,
} from '../schema/index.ts';
import { SEED_LANGUAGES } from './data/languages.ts';
import { SEED_OPTION_LISTS } from './data/option-lists.ts';
import { SEED_LENDERS } from './data/lenders.ts';
import { SEED_PARTNERS } from './data/partners.ts';
import { SEED_CREDIT_CARDS } from './data/credit-cards.ts';
import { SEED_REVENUE_TYPES } from './data/revenue-types.ts';

const SEED_LOCK = 7_240_002;

/**
 * Sample data (README: "Sample data"). Idempotent: rows are matched on their natural keys and
 * never overwritten, so what admins change survives a restart. Credit cards have no natural key:
 * they are seeded only into an empty table.
 */
export async function seedDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.withLock(SEED_LOCK, () =>
    handle.db.transaction(async (tx) => {
      await tx.insert(languages).values(SEED_LANGUAGES).onConflictDoNothing();
      // Seeded with explicit ids: move the sequence past them so admin-added rows do not collide.
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('languages', 'id'), (select max(id) from languages))`,
      );
      await tx
        .insert(optionLists)
        .values(SEED_OPTION_LISTS.map(({ id, key, name }) => ({ id, key, name })))
        .onConflictDoNothing();
      const items = SEED_OPTION_LISTS.flatMap((list) =>
        list.items.map((item, index) => ({ listId: list.id, sortOrder: index, ...item })),
      );
      await tx.insert(optionItems).values(items).onConflictDoNothing();
      await tx.insert(revenueTypes).values(SEED_REVENUE_TYPES).onConflictDoNothing();
      await tx.insert(lenders).values(SEED_LENDERS).onConflictDoNothing({ target: lenders.slug });
      await tx.insert(partners).values(SEED_PARTNERS).onConflictDoNothing({ target: partners.key });
      const [cards] = await tx.select({ n: count() }).from(creditCardCategories);
      if ((cards?.n ?? 0) === 0) await tx.insert(creditCardCategories).values(SEED_CREDIT_CARDS);
    }),
  );
}
