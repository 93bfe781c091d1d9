import { randomBytes } from 'node:crypto';
import { fillCardLink, serverMessage, type CardApplyReference } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  findActiveCardLink,
  findOwnCardReference,
  insertCardReference,
  type CardReferenceRow,
} from './card-references.repository.ts';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 20 base32 characters from 100 random bits (docs/decisions/013): nothing about who or when. */
export function newCardReference(): string {
  const bytes = randomBytes(20);
  return Array.from(bytes, (byte) => BASE32[byte % 32]).join('');
}

function toApplyReference(row: CardReferenceRow, link: string): CardApplyReference {
  return {
    reference: row.reference,
    category_id: row.categoryId,
    link,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * issue 13: the customer pressed Apply on a card. A fresh reference is recorded with the customer,
 * the card and the time, and the card's link is answered with the reference in place of
 * {UNIQUE_ID}: the issuer sees the reference, never our user id.
 */
export async function issueCardReference(
  db: Database,
  userId: number,
  categoryId: number,
): Promise<CardApplyReference> {
  const card = await findActiveCardLink(db, categoryId);
  if (!card) throw notFound(serverMessage('noSuchCard'));
  const reference = newCardReference();
  const link = fillCardLink(card.utmLink, reference);
  if (!link) throw notFound(serverMessage('cardHasNoLink'));
  const row = await insertCardReference(db, { reference, userId, categoryId });
  return toApplyReference(row, link);
}

/** One of the customer's own references; another customer's is "not found", never "forbidden". */
export async function ownCardReference(
  db: Database,
  userId: number,
  reference: string,
): Promise<CardApplyReference> {
  const row = await findOwnCardReference(db, userId, reference);
  const link = row ? fillCardLink(row.utmLink, row.reference) : null;
  if (!row || !link) throw notFound(serverMessage('noSuchCardReference'));
  return toApplyReference(row, link);
}
