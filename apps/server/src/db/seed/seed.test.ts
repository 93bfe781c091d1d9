import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  creditCardCategories,
  lenders,
  partnerHosts,
  partnerRates,
  partnerUsers,
  partners,
  seedState,
} from '../schema/index.ts';
import { seedDatabase } from './seed.ts';
import { SEED_LENDERS } from './samples/lenders.ts';
import { SEED_PARTNERS } from './samples/partners.ts';
import { SEED_CREDIT_CARDS } from './samples/credit-cards.ts';

// The first start of each build seeds again (README: Sample data); from source, every start does.
// Issue 16 made a re-seed send only what is missing; what it does must not change: nothing doubled,
// nothing an admin changed overwritten, empty Hindi columns filled.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rowsIn = async (table: typeof lenders | typeof partners | typeof creditCardCategories) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n;

describe('seeding an already seeded database', () => {
  it('adds no rows and keeps what an admin changed', async () => {
    const [lender] = SEED_LENDERS;
    const [partner] = SEED_PARTNERS;
    if (!lender || !partner) throw new Error('the seed has lenders and partners');
    const before = {
      lenders: await rowsIn(lenders),
      partners: await rowsIn(partners),
      cards: await rowsIn(creditCardCategories),
    };
    expect(before.lenders).toBe(SEED_LENDERS.length);
    await t.database.db
      .update(lenders)
      .set({ name: 'Renamed by admin' })
      .where(eq(lenders.slug, lender.slug));
    await t.database.db
      .update(partners)
      .set({ displayName: 'Renamed partner' })
      .where(eq(partners.key, partner.key));

    await seedDatabase(t.database, null);

    expect({
      lenders: await rowsIn(lenders),
      partners: await rowsIn(partners),
      cards: await rowsIn(creditCardCategories),
    }).toEqual(before);
    const [renamed] = await t.database.db.select().from(lenders).where(eq(lenders.slug, lender.slug));
    expect(renamed?.name).toBe('Renamed by admin');
    const [partnerRow] = await t.database.db.select().from(partners).where(eq(partners.key, partner.key));
    expect(partnerRow?.displayName).toBe('Renamed partner');
  });

  it('fills Hindi texts that are empty and leaves those that are set', async () => {
    const withFees = SEED_LENDERS.filter((l) => l.processingFees);
    const [emptied, kept] = withFees;
    const [card] = SEED_CREDIT_CARDS;
    if (!emptied || !kept || !card) throw new Error('the seed has lenders with fees and cards');
    const db = t.database.db;
    await db.update(lenders).set({ processingFeesHi: null }).where(eq(lenders.slug, emptied.slug));
    await db.update(lenders).set({ processingFeesHi: 'व्यवस्थापक का पाठ' }).where(eq(lenders.slug, kept.slug));
    await db
      .update(creditCardCategories)
      .set({ nameHi: null })
      .where(eq(creditCardCategories.name, card.name));

    await seedDatabase(t.database, null);

    const fees = async (slug: string) =>
      (await db.select({ hi: lenders.processingFeesHi }).from(lenders).where(eq(lenders.slug, slug)))[0]?.hi;
    expect(await fees(emptied.slug)).toMatch(/[\u0900-\u097F]/);
    expect(await fees(kept.slug)).toBe('व्यवस्थापक का पाठ');
    const [cardRow] = await db
      .select({ nameHi: creditCardCategories.nameHi })
      .from(creditCardCategories)
      .where(eq(creditCardCategories.name, card.name));
    expect(cardRow?.nameHi).toMatch(/[\u0900-\u097F]/);
  });

  it('fills a partly seeded database: a sample partner and its owner missing, a card without its art', async () => {
    const db = t.database.db;
    const card = SEED_CREDIT_CARDS.find((c) => c.imgThumb);
    const partner = SEED_PARTNERS.find((p) => !p.isDefault);
    if (!card || !partner) throw new Error('the seed has card art and partners');
    const [gone] = await db.select().from(partners).where(eq(partners.key, partner.key));
    if (!gone) throw new Error('partner not seeded');
    for (const table of [partnerHosts, partnerRates, partnerUsers])
      await db.delete(table).where(eq(table.partnerId, gone.id));
    await db.delete(partners).where(eq(partners.id, gone.id));
    await db
      .update(creditCardCategories)
      .set({ imgThumb: null })
      .where(eq(creditCardCategories.name, card.name));
    const lendersBefore = await db.select().from(lenders).orderBy(lenders.id);
    const partnersBefore = await rowsIn(partners);

    await seedDatabase(t.database, null);

    expect(await rowsIn(partners)).toBe((partnersBefore ?? 0) + 1);
    const [back] = await db.select().from(partners).where(eq(partners.key, partner.key));
    expect(back?.id).not.toBe(gone.id);
    // Its owner belongs to the partner just added, not to an id from before.
    const owners = await db
      .select()
      .from(partnerUsers)
      .where(eq(partnerUsers.partnerId, back?.id ?? 0));
    expect(owners.map((o) => o.role)).toEqual(['owner']);
    expect(await db.select().from(lenders).orderBy(lenders.id)).toEqual(lendersBefore);
    const [art] = await db
      .select({ imgThumb: creditCardCategories.imgThumb })
      .from(creditCardCategories)
      .where(eq(creditCardCategories.name, card.name));
    expect(art?.imgThumb).toBe(card.imgThumb);
  });
});

describe('once per build', () => {
  const vakrangeeHost = eq(partnerHosts.host, 'vakrangee.localhost');
  const hostRows = async () => (await t.database.db.select().from(partnerHosts).where(vakrangeeHost)).length;
  const recorded = async () =>
    (await t.database.db.select().from(seedState)).map((r) => [r.key, r.fingerprint]);

  it('seeds a build once, and again for a new build; from source, every time', async () => {
    await seedDatabase(t.database, 'a'.repeat(64));
    expect(await recorded()).toEqual([['samples', 'a'.repeat(64)]]);
    expect(await hostRows()).toBe(1);

    // Deleted by an admin after the seed: the same build's next start leaves it deleted.
    await t.database.db.delete(partnerHosts).where(vakrangeeHost);
    await seedDatabase(t.database, 'a'.repeat(64));
    expect(await hostRows()).toBe(0);

    // A new build seeds once: what is missing comes back, and the new build is recorded.
    await seedDatabase(t.database, 'b'.repeat(64));
    expect(await hostRows()).toBe(1);
    expect(await recorded()).toEqual([['samples', 'b'.repeat(64)]]);

    // Running from source (no bundle to name) always seeds, and records nothing.
    await t.database.db.delete(partnerHosts).where(vakrangeeHost);
    await seedDatabase(t.database, null);
    expect(await hostRows()).toBe(1);
    expect(await recorded()).toEqual([['samples', 'b'.repeat(64)]]);
  });

  it('records nothing when the seed fails, so the next start seeds again', async () => {
    await seedDatabase(t.database, 'c'.repeat(64));
    const db = t.database.db;
    // The seed's transaction fails at its end, after every statement of it (the record included) ran.
    const failingDb = new Proxy(db, {
      get: (target, key, receiver) =>
        key === 'transaction'
          ? (fn: Parameters<typeof db.transaction>[0]) =>
              target.transaction(async (tx) => {
                await fn(tx);
                throw new Error('commit lost');
              })
          : Reflect.get(target, key, receiver),
    });
    await expect(seedDatabase({ ...t.database, db: failingDb }, 'd'.repeat(64))).rejects.toThrow(
      'commit lost',
    );
    expect(await recorded()).toEqual([['samples', 'c'.repeat(64)]]);
    await seedDatabase(t.database, 'd'.repeat(64));
    expect(await recorded()).toEqual([['samples', 'd'.repeat(64)]]);
  });
});
