import { z } from 'zod';
import { idText } from './numbers.ts';

// Issue 13, docs/decisions/013: the card Apply link carries a reference issued per click, never
// the customer's (sequential) id. The reference is random, recorded with the customer, the card
// and the time, so a conversion the issuer reports back can be attributed and the choice is on record.

export const CARD_API = {
  /** The seeded cards' own SVG art (a generated drawing, never an issuer's artwork). */
  cardArt: '/api/card-art/:file',
  /** POST: a fresh apply reference for one card, recorded for the signed-in customer. */
  applyReference: '/api/credit-cards/:categoryId/apply-reference',
  /** GET: one of the customer's own apply references (another customer's answers 404). */
  reference: '/api/credit-card-references/:reference',
} as const;

/** 20 characters of base32 (100 random bits): unguessable, and safe in any URL or query. */
export const CARD_REFERENCE_PATTERN = /^[a-z2-7]{20}$/;
export const cardReference = z.string().regex(CARD_REFERENCE_PATTERN, 'Unknown reference');

export const applyReferenceParams = z.object({ categoryId: idText });
export const cardReferenceParams = z.object({ reference: cardReference });

export const cardApplyReference = z.object({
  reference: cardReference,
  category_id: z.number().int(),
  /** The card's UTM link with every {UNIQUE_ID} replaced by the reference. */
  link: z.url(),
  created_at: z.iso.datetime(),
});
export type CardApplyReference = z.infer<typeof cardApplyReference>;

export const cardApplyReferenceResponse = z.object({ success: z.literal(true), data: cardApplyReference });

const UNIQUE_ID = '{UNIQUE_ID}';
const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * spec 2: the card's UTM link with every {UNIQUE_ID} replaced by the apply reference. Null for a
 * missing link or one that is not http(s) (a `javascript:` link must never become an href).
 */
export function fillCardLink(utmLink: string | null, reference: string): string | null {
  if (!utmLink) return null;
  const filled = utmLink.replaceAll(UNIQUE_ID, encodeURIComponent(reference));
  return httpUrl.safeParse(filled).success ? filled : null;
}
