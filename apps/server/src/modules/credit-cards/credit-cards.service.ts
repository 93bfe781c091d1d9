import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { serverMessage, type CreditCard, type LanguageCode } from '@cl/contracts';
import type { creditCardProperty } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { creditCardCategories } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { notFound } from '../../lib/app-error.ts';
import { inLanguage, listInLanguage } from '../../lib/localized-text.ts';

type Row = typeof creditCardCategories.$inferSelect;
type PropertyUpdate = z.infer<typeof creditCardProperty>;

export function toCreditCard(row: Row): CreditCard {
  return {
    category_id: row.id,
    category_name: row.name,
    category_img_thumb: row.imgThumb,
    key_feature: row.keyFeature,
    annual_fee: row.annualFee,
    utm_link: row.utmLink,
    marketing_bullets: row.marketingBullets,
    category_name_hi: row.nameHi,
    key_feature_hi: row.keyFeatureHi,
    annual_fee_hi: row.annualFeeHi,
    marketing_bullets_hi: row.marketingBulletsHi,
    sort_order: row.sortOrder,
    secured: row.secured,
    status: row.status,
  };
}

/** A card as a customer reads it: its texts in their language, else the English (issue 13). */
export function inCustomerLanguage(card: CreditCard, language: LanguageCode): CreditCard {
  return {
    ...card,
    category_name: inLanguage(card.category_name, card.category_name_hi, language) ?? card.category_name,
    key_feature: inLanguage(card.key_feature, card.key_feature_hi, language),
    annual_fee: inLanguage(card.annual_fee, card.annual_fee_hi, language),
    marketing_bullets: listInLanguage(card.marketing_bullets, card.marketing_bullets_hi, language),
  };
}

/** spec 7 get-credit-cards-data: active cards for everyone; admins may ask for inactive ones too. */
export async function listCreditCards(db: Database, includeInactive: boolean): Promise<CreditCard[]> {
  const rows = await db
    .select()
    .from(creditCardCategories)
    .where(
      and(
        isNull(creditCardCategories.deletedAt),
        includeInactive ? undefined : eq(creditCardCategories.status, 1),
      ),
    )
    .orderBy(asc(creditCardCategories.sortOrder), asc(creditCardCategories.id));
  return rows.map(toCreditCard);
}

async function findLive(db: Database, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(creditCardCategories)
    .where(and(eq(creditCardCategories.id, id), isNull(creditCardCategories.deletedAt)))
    .limit(1);
  if (!row) throw notFound(serverMessage('noSuchCard'));
  return row;
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

export async function createCreditCard(
  db: Database,
  request: FastifyRequest,
  name: string,
): Promise<CreditCard> {
  const [row] = await db.insert(creditCardCategories).values({ name, status: 0 }).returning();
  if (!row) throw new Error('credit card insert returned nothing');
  await audit(db, request, {
    action: 'credit_card.create',
    entity: 'credit_card',
    entityId: row.id,
    after: toCreditCard(row),
  });
  return toCreditCard(row);
}

export async function updateCreditCard(
  db: Database,
  request: FastifyRequest,
  id: number,
  update: PropertyUpdate,
): Promise<CreditCard> {
  const before = await findLive(db, id);
  const [after] = await db
    .update(creditCardCategories)
    .set(columnFor(update))
    .where(eq(creditCardCategories.id, id))
    .returning();
  if (!after) throw notFound(serverMessage('noSuchCard'));
  const key = update.property;
  await audit(db, request, {
    action: 'credit_card.update',
    entity: 'credit_card',
    entityId: id,
    before: { [key]: toCreditCard(before)[key] },
    after: { [key]: toCreditCard(after)[key] },
  });
  return toCreditCard(after);
}

export async function softDeleteCreditCard(db: Database, request: FastifyRequest, id: number): Promise<void> {
  const before = await findLive(db, id);
  await db.update(creditCardCategories).set({ deletedAt: new Date() }).where(eq(creditCardCategories.id, id));
  await audit(db, request, {
    action: 'credit_card.delete',
    entity: 'credit_card',
    entityId: id,
    before: toCreditCard(before),
  });
}
