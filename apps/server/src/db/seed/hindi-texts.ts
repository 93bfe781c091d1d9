import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { creditCardCategories, lenders } from '../schema/index.ts';
import { CARD_TEXTS_HI } from './samples/card-texts-hi.ts';
import { penalChargesHi, processingFeesHi, SPECIAL_OFFERS_HI } from './samples/lender-texts-hi.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * issue 13: the Hindi of the sample lenders' and cards' texts, filled into Hindi columns that are
 * still empty (so a Hindi text an admin wrote is never overwritten, and databases seeded before
 * the columns existed get them too). A special offer's Hindi goes in only while its English is the
 * seeded one.
 */
export async function seedHindiTexts(tx: Tx): Promise<void> {
  for (const lender of await tx.select().from(lenders)) {
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
  for (const card of await tx.select().from(creditCardCategories)) {
    const hindi = CARD_TEXTS_HI[card.name];
    if (!hindi || card.nameHi !== null) continue;
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
