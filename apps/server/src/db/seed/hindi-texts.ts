import { eq, isNull, or } from 'drizzle-orm';
import type { Transaction } from '../client.ts';
import { creditCardCategories, lenders } from '../schema/index.ts';
import { CARD_TEXTS_HI } from './samples/card-texts-hi.ts';
import { penalChargesHi, processingFeesHi, SPECIAL_OFFERS_HI } from './samples/lender-texts-hi.ts';

/**
 * issue 13: the Hindi of the sample lenders' and cards' texts, filled into Hindi columns that are
 * still empty (so a Hindi text an admin wrote is never overwritten, and databases seeded before
 * the columns existed get them too). A special offer's Hindi goes in only while its English is the
 * seeded one.
 */
export async function seedHindiTexts(tx: Transaction): Promise<void> {
  // Only rows with an empty Hindi column are read, and only the columns used (issue 16: reading
  // every lender's logo and every card's art at each start cost more than the rest of this).
  const lenderRows = await tx
    .select({
      id: lenders.id,
      slug: lenders.slug,
      soText: lenders.soText,
      soTextHi: lenders.soTextHi,
      processingFees: lenders.processingFees,
      processingFeesHi: lenders.processingFeesHi,
      penalCharges: lenders.penalCharges,
      penalChargesHi: lenders.penalChargesHi,
    })
    .from(lenders)
    .where(or(isNull(lenders.soTextHi), isNull(lenders.processingFeesHi), isNull(lenders.penalChargesHi)));
  for (const lender of lenderRows) {
    const offer = SPECIAL_OFFERS_HI[lender.slug];
    const changes = {
      ...(lender.soTextHi === null && offer && lender.soText === offer.en ? { soTextHi: offer.hi } : {}),
      ...(lender.processingFeesHi === null && lender.processingFees
        ? { processingFeesHi: processingFeesHi(lender.processingFees) }
        : {}),
      ...(lender.penalChargesHi === null && lender.penalCharges
        ? { penalChargesHi: penalChargesHi(lender.penalCharges) }
        : {}),
    };
    if (Object.values(changes).some((value) => value !== null))
      await tx.update(lenders).set(changes).where(eq(lenders.id, lender.id));
  }
  const cardRows = await tx
    .select({
      id: creditCardCategories.id,
      name: creditCardCategories.name,
      keyFeatureHi: creditCardCategories.keyFeatureHi,
      annualFeeHi: creditCardCategories.annualFeeHi,
      marketingBulletsHi: creditCardCategories.marketingBulletsHi,
    })
    .from(creditCardCategories)
    .where(isNull(creditCardCategories.nameHi));
  for (const card of cardRows) {
    const hindi = CARD_TEXTS_HI[card.name];
    if (!hindi) continue;
    await tx
      .update(creditCardCategories)
      .set({
        nameHi: hindi.name,
        keyFeatureHi: card.keyFeatureHi ?? hindi.keyFeature,
        annualFeeHi: card.annualFeeHi ?? hindi.annualFee,
        marketingBulletsHi:
          card.marketingBulletsHi.length > 0 ? card.marketingBulletsHi : hindi.marketingBullets,
      })
      .where(eq(creditCardCategories.id, card.id));
  }
}
