import { gzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { encode } from 'zod';
import { creditCardsResponse, serverMessage, type CreditCard, type LanguageCode } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { notFound } from '../../lib/app-error.ts';
import { inLanguage, listInLanguage } from '../../lib/localized-text.ts';
import {
  findLiveCard,
  insertCard,
  listCards,
  softDeleteCard,
  updateCardProperty,
  type CreditCardRow,
  type PropertyUpdate,
} from './credit-cards.repository.ts';
import { cardReadCache, type CardListAnswer } from './card-read-cache.ts';

export function toCreditCard(row: CreditCardRow): CreditCard {
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
  const rows = await listCards(db, includeInactive);
  return rows.map(toCreditCard);
}

/**
 * The active cards as a customer reads them, in their language, as the route's whole answer:
 * encoded by the response schema and serialised as the route's serialiser would, and gzipped,
 * once per cache entry instead of on every request (issue 16, ADR 028).
 */
export function customerCardsAnswer(db: Database, language: LanguageCode): Promise<CardListAnswer> {
  return cardReadCache.get(db, language, async () => {
    const data = (await listCreditCards(db, false)).map((card) => inCustomerLanguage(card, language));
    const json = Buffer.from(JSON.stringify(encode(creditCardsResponse, { success: true, data })));
    return { json, gzip: gzipSync(json) };
  });
}

async function findLive(db: Database, id: number): Promise<CreditCardRow> {
  const row = await findLiveCard(db, id);
  if (!row) throw notFound(serverMessage('noSuchCard'));
  return row;
}

export async function createCreditCard(
  db: Database,
  request: FastifyRequest,
  name: string,
): Promise<CreditCard> {
  // A new card starts inactive: an admin fills it in before customers see it.
  const row = await insertCard(db, name, 0);
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
  const after = await updateCardProperty(db, id, update);
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
  await softDeleteCard(db, id, new Date());
  await audit(db, request, {
    action: 'credit_card.delete',
    entity: 'credit_card',
    entityId: id,
    before: toCreditCard(before),
  });
}
