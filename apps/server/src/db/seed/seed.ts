import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '../client.ts';
import {
  creditCardCategories,
  languages,
  lenderRevenue,
  lenders,
  optionItems,
  partnerRates,
  optionLists,
  partnerHosts,
  partnerUsers,
  partners,
  revenueTypes,
  seedState,
} from '../schema/index.ts';
import { SEED_LANGUAGES } from './samples/languages.ts';
import { SEED_OPTION_LISTS } from './samples/option-lists.ts';
import { SEED_LENDERS } from './samples/lenders.ts';
import { SEED_PARTNERS } from './samples/partners.ts';
import { SEED_CREDIT_CARDS } from './samples/credit-cards.ts';
import { SEED_REVENUE_TYPES } from './samples/revenue-types.ts';
import { SEED_REVENUE_SLABS } from './samples/revenue-slabs.ts';
import { seedHindiTexts } from './hindi-texts.ts';

export const SEED_LOCK = 7_240_002;

/** The one row of `seed_state` this seed writes. */
const SAMPLES = 'samples';

/**
 * Sample data (README: "Sample data"). Idempotent: rows are matched on their natural keys and
 * never overwritten, so what admins change survives a restart. Credit cards have no natural key:
 * they are seeded only into an empty table.
 *
 * Once per build (ADR 030, 2026-12-07): `fingerprint` is the running bundle's
 * (bundleFingerprint), and a database this build has already seeded is not seeded again; a new
 * build seeds once more, so new sample rows and Hindi texts still arrive with it. null (running
 * from source) seeds every time and records nothing.
 */
export async function seedDatabase(handle: DatabaseHandle, fingerprint: string | null): Promise<void> {
  if (fingerprint !== null && (await seededBuild(handle)) === fingerprint) return;
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
      // Lenders and partners carry logos: only the missing rows are sent (issue 16: a warm start
      // spent most of its seeding time building and parsing inserts that would all conflict).
      const lenderSlugs = await tx.select({ slug: lenders.slug }).from(lenders);
      const newLenders = missing(
        SEED_LENDERS,
        lenderSlugs.map((l) => l.slug),
        (l) => l.slug,
      );
      if (newLenders.length > 0)
        await tx.insert(lenders).values(newLenders).onConflictDoNothing({ target: lenders.slug });
      let partnerRows = await tx.select({ id: partners.id, key: partners.key }).from(partners);
      const newPartners = missing(
        SEED_PARTNERS,
        partnerRows.map((p) => p.key),
        (p) => p.key,
      );
      if (newPartners.length > 0) {
        await tx.insert(partners).values(newPartners).onConflictDoNothing({ target: partners.key });
        partnerRows = await tx.select({ id: partners.id, key: partners.key }).from(partners);
      }
      const idByKey = new Map(partnerRows.map((p) => [p.key, p.id]));
      await tx.insert(partnerUsers).values(samplePartnerUsers(idByKey)).onConflictDoNothing();
      // *.localhost resolves to this machine in browsers: a white-label site to try by host name.
      const vakrangee = idByKey.get('vakrangee');
      if (vakrangee !== undefined)
        await tx
          .insert(partnerHosts)
          .values({ host: 'vakrangee.localhost', partnerId: vakrangee })
          .onConflictDoNothing();
      const [cards] = await tx.select({ n: count() }).from(creditCardCategories);
      if ((cards?.n ?? 0) === 0) await tx.insert(creditCardCategories).values(SEED_CREDIT_CARDS);
      await seedRevenueTerms(tx, idByKey);
      await seedCardThumbnails(tx);
      await seedHindiTexts(tx);
      if (fingerprint !== null)
        await tx
          .insert(seedState)
          .values({ key: SAMPLES, fingerprint })
          .onConflictDoUpdate({ target: seedState.key, set: { fingerprint, seededAt: sql`now()` } });
    }),
  );
}

/** The fingerprint of the build that last seeded this database, if any did. */
async function seededBuild(handle: DatabaseHandle): Promise<string | undefined> {
  const [row] = await handle.db
    .select({ fingerprint: seedState.fingerprint })
    .from(seedState)
    .where(eq(seedState.key, SAMPLES));
  return row?.fingerprint;
}

/** The sample rows whose natural key is not among the keys already stored. */
function missing<T>(rows: readonly T[], stored: readonly unknown[], key: (row: T) => unknown): T[] {
  const present = new Set(stored);
  return rows.filter((row) => !present.has(key(row)));
}

/**
 * Issue 15: the sample partners' terms as their first effective-dated rate, and sample revenue
 * slabs for every lender, seeded only into an empty slab table (an admin's slabs are never touched).
 */
async function seedRevenueTerms(tx: Transaction, idByKey: Map<string, number>): Promise<void> {
  const rates = SEED_PARTNERS.flatMap((p) => {
    const partnerId = idByKey.get(p.key);
    if (partnerId === undefined) return [];
    return [
      {
        partnerId,
        percentMilli: Math.round(Number(p.revenuePercent ?? 0) * 1000),
        flatPaise: Math.round(Number(p.revenueFlatFee ?? 0) * 100),
        effectiveFrom: '2000-01-01',
      },
    ];
  });
  if (rates.length > 0) await tx.insert(partnerRates).values(rates).onConflictDoNothing();
  const [slabs] = await tx.select({ n: count() }).from(lenderRevenue);
  if ((slabs?.n ?? 0) > 0) return;
  const lenderRows = await tx.select({ id: lenders.id }).from(lenders);
  const rows = lenderRows.flatMap((l) => SEED_REVENUE_SLABS.map((slab) => ({ ...slab, lenderId: l.id })));
  if (rows.length > 0) await tx.insert(lenderRevenue).values(rows);
}

/**
 * issue 13: a seeded card (matched by its seeded name) whose thumbnail was never set gets its own
 * card art, so databases seeded before the art existed get it too. Only a null is filled: an admin
 * cannot clear the thumbnail (it is required once set), so any value there is an admin's choice.
 */
async function seedCardThumbnails(tx: Transaction): Promise<void> {
  // Only cards still without one are written: the art is sent only where it is needed.
  const bare = await tx
    .select({ name: creditCardCategories.name })
    .from(creditCardCategories)
    .where(isNull(creditCardCategories.imgThumb));
  const names = new Set(bare.map((card) => card.name));
  for (const card of SEED_CREDIT_CARDS) {
    if (!card.imgThumb || !names.has(card.name)) continue;
    await tx
      .update(creditCardCategories)
      .set({ imgThumb: card.imgThumb })
      .where(and(eq(creditCardCategories.name, card.name), isNull(creditCardCategories.imgThumb)));
  }
}

/**
 * One sample sign-in per seeded partner (README: Sample data): mobile 98000000NN in the order of
 * SEED_PARTNERS (vakrangee is 9800000001) and <key>@partners.example.in.
 */
export function samplePartnerUsers(idByKey: Map<string, number>): (typeof partnerUsers.$inferInsert)[] {
  return SEED_PARTNERS.filter((p) => !p.isDefault).flatMap((p, index) => {
    const partnerId = idByKey.get(p.key);
    if (partnerId === undefined) return [];
    return [
      {
        partnerId,
        name: `${p.displayName} owner`,
        mobile: `98${String(index + 1).padStart(8, '0')}`,
        email: `${p.key.replace(/[^A-Za-z0-9-]/g, '')}@partners.example.in`,
        role: 'owner',
      },
    ];
  });
}
