import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardApplyReferences, creditCardCategories } from '../../db/schema/index.ts';

export type CardReferenceRow = typeof cardApplyReferences.$inferSelect;

/** A live, active card's link, or null when there is no such card for customers. */
export async function findActiveCardLink(
  db: Database,
  categoryId: number,
): Promise<{ utmLink: string | null } | null> {
  const [row] = await db
    .select({ utmLink: creditCardCategories.utmLink })
    .from(creditCardCategories)
    .where(
      and(
        eq(creditCardCategories.id, categoryId),
        eq(creditCardCategories.status, 1),
        isNull(creditCardCategories.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertCardReference(
  db: Database,
  values: { reference: string; userId: number; categoryId: number },
): Promise<CardReferenceRow> {
  const [row] = await db.insert(cardApplyReferences).values(values).returning();
  if (!row) throw new Error('card reference insert returned nothing');
  return row;
}

/** The reference only when it is this customer's: another customer's reads as absent. */
export async function findOwnCardReference(
  db: Database,
  userId: number,
  reference: string,
): Promise<(CardReferenceRow & { utmLink: string | null }) | null> {
  const [row] = await db
    .select({
      id: cardApplyReferences.id,
      reference: cardApplyReferences.reference,
      userId: cardApplyReferences.userId,
      categoryId: cardApplyReferences.categoryId,
      createdAt: cardApplyReferences.createdAt,
      utmLink: creditCardCategories.utmLink,
    })
    .from(cardApplyReferences)
    .innerJoin(creditCardCategories, eq(creditCardCategories.id, cardApplyReferences.categoryId))
    .where(and(eq(cardApplyReferences.reference, reference), eq(cardApplyReferences.userId, userId)))
    .limit(1);
  return row ?? null;
}
