import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { creditCardProperty } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { creditCardCategories } from '../../db/schema/index.ts';
import { cardReadCache } from './card-read-cache.ts';

export type CreditCardRow = typeof creditCardCategories.$inferSelect;
export type PropertyUpdate = z.infer<typeof creditCardProperty>;

/** Cards not deleted, in the admins' order; inactive ones only when asked for. */
export async function listCards(db: Database, includeInactive: boolean): Promise<CreditCardRow[]> {
  return db
    .select()
    .from(creditCardCategories)
    .where(
      and(
        isNull(creditCardCategories.deletedAt),
        includeInactive ? undefined : eq(creditCardCategories.status, 1),
      ),
    )
    .orderBy(asc(creditCardCategories.sortOrder), asc(creditCardCategories.id));
}

export async function findLiveCard(db: Database, id: number): Promise<CreditCardRow | undefined> {
  const [row] = await db
    .select()
    .from(creditCardCategories)
    .where(and(eq(creditCardCategories.id, id), isNull(creditCardCategories.deletedAt)))
    .limit(1);
  return row;
}

export async function insertCard(db: Database, name: string, status: number): Promise<CreditCardRow> {
  const [row] = await db.insert(creditCardCategories).values({ name, status }).returning();
  cardReadCache.changed();
  if (!row) throw new Error('credit card insert returned nothing');
  return row;
}

/** Writes the one property an admin changed (spec 7 update-credit-card-property). */
export async function updateCardProperty(
  db: Database,
  id: number,
  update: PropertyUpdate,
): Promise<CreditCardRow | undefined> {
  const [row] = await db
    .update(creditCardCategories)
    .set(columnFor(update))
    .where(eq(creditCardCategories.id, id))
    .returning();
  cardReadCache.changed();
  return row;
}

export async function softDeleteCard(db: Database, id: number, at: Date): Promise<void> {
  await db.update(creditCardCategories).set({ deletedAt: at }).where(eq(creditCardCategories.id, id));
  cardReadCache.changed();
}

function columnFor(update: PropertyUpdate): Partial<typeof creditCardCategories.$inferInsert> {
  switch (update.property) {
    case 'sort_order':
      return { sortOrder: update.value };
    case 'category_name':
      return { name: update.value };
    case 'category_img_thumb':
      return { imgThumb: update.value };
    case 'key_feature':
      return { keyFeature: update.value };
    case 'annual_fee':
      return { annualFee: update.value };
    case 'utm_link':
      return { utmLink: update.value };
    case 'marketing_bullets':
      return { marketingBullets: update.value };
    case 'category_name_hi':
      return { nameHi: update.value };
    case 'key_feature_hi':
      return { keyFeatureHi: update.value };
    case 'annual_fee_hi':
      return { annualFeeHi: update.value };
    case 'marketing_bullets_hi':
      return { marketingBulletsHi: update.value };
    case 'secured':
      return { secured: update.value };
    case 'status':
      return { status: update.value };
  }
}
