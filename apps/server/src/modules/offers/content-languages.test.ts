import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { signInAdmin } from '../../../test/support/admin.ts';
import { signIn } from '../../../test/support/customer.ts';
import { PERSONAL_PROFILE } from '../../../test/support/profiles.ts';
import { creditCardCategories, lenders } from '../../db/schema/index.ts';

// issue 13, docs/decisions/011: lender and card texts answer in the request's language.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t, 1);
});
afterAll(async () => {
  await t.close();
});

const DEVANAGARI = /[\u0900-\u097F]/;
interface OfferText {
  slug: string;
  processingFees: string | null;
  penalCharges: string | null;
  specialOffer: string | null;
}

describe('lender texts by language', () => {
  it('seeds Hindi for every seeded lender fee and penal text', async () => {
    const rows = await t.database.db.select().from(lenders);
    for (const row of rows) {
      if (row.processingFees) expect(row.processingFeesHi, row.slug).toMatch(DEVANAGARI);
      if (row.penalCharges) expect(row.penalChargesHi, row.slug).toMatch(DEVANAGARI);
      if (row.soText) expect(row.soTextHi, row.slug).toMatch(DEVANAGARI);
    }
  });

  it('answers fees, penal charges and special offers in Hindi, and in English otherwise', async () => {
    const s = await signIn(t, '9310000001');
    const headers = { cookie: s.cookie, 'x-csrf-token': s.csrf };
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/user/${s.userId}/profile`,
      payload: { ...PERSONAL_PROFILE, email: 'hindi-offers@example.in' },
      headers,
    });
    expect(saved.statusCode).toBe(200);
    const offers = async (language: string): Promise<OfferText[]> =>
      (
        await t.app.inject({
          url: '/api/offers?product=personal',
          headers: { ...headers, 'accept-language': language },
        })
      ).json().data.offers;
    const hindi = await offers('hi');
    expect(hindi.length).toBeGreaterThan(0);
    for (const offer of hindi) {
      expect(offer.processingFees, offer.slug).toMatch(DEVANAGARI);
      expect(offer.penalCharges, offer.slug).toMatch(DEVANAGARI);
    }
    expect(hindi.find((o) => o.slug === 'earlysalary')?.specialOffer).toBe(
      '₹50,000 तक के ऋण पर कोई प्रोसेसिंग फ़ीस नहीं',
    );
    const english = await offers('en');
    expect(english.find((o) => o.slug === 'earlysalary')).toMatchObject({
      processingFees: 'Up to 3% + GST',
      specialOffer: 'No processing fee on loans up to ₹50,000',
    });
  });

  it('lets an admin edit the Hindi texts; an emptied Hindi text shows the English', async () => {
    const row = (await t.database.db.select().from(lenders)).find((l) => l.products.includes('personal'));
    if (!row) throw new Error('no personal lender');
    const update = (property: string, value: unknown) =>
      admin.post('/api/update-lender-data', { lender_id: row.id, property, value });
    expect((await update('penal_charges_hi', 'बकाया राशि पर 9% प्रति माह')).statusCode).toBe(200);
    expect((await update('so_text_hi', 'x'.repeat(301))).statusCode).toBe(400);
    // A KFS is the step before apply: a signed-in customer with a completed profile (issue 13).
    const s = await signIn(t, '9310000002');
    const headers = { cookie: s.cookie, 'x-csrf-token': s.csrf };
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/user/${s.userId}/profile`,
      payload: { ...PERSONAL_PROFILE, email: 'hindi-kfs@example.in' },
      headers,
    });
    expect(saved.statusCode).toBe(200);
    const kfs = (language: string) =>
      t.app.inject({
        url: `/api/kfs/${row.slug}?amount=100000`,
        headers: { ...headers, 'accept-language': language },
      });
    expect((await kfs('hi')).json().data.penalCharges).toBe('बकाया राशि पर 9% प्रति माह');
    expect((await kfs('en')).json().data.penalCharges).toBe(row.penalCharges);
    const dto = (await admin.get(`/api/get-lender-data/${row.id}`)).json().data;
    expect(dto.penal_charges_hi).toBe('बकाया राशि पर 9% प्रति माह');
    expect((await update('penal_charges_hi', '')).statusCode).toBe(200);
    expect((await kfs('hi')).json().data.penalCharges).toBe(row.penalCharges);
  });
});

describe('credit card texts by language', () => {
  interface Card {
    category_id: number;
    category_name: string;
    key_feature: string | null;
    annual_fee: string | null;
    marketing_bullets: string[];
    category_name_hi: string | null;
  }
  const cards = async (language: string): Promise<Card[]> =>
    (
      await t.app.inject({ url: '/api/get-credit-cards-data', headers: { 'accept-language': language } })
    ).json().data;

  it('answers every seeded card in Hindi, and the editor the stored texts of both languages', async () => {
    const hindi = await cards('hi');
    expect(hindi.length).toBeGreaterThan(0);
    for (const card of hindi) {
      expect(card.category_name).toMatch(DEVANAGARI);
      expect(card.key_feature).toMatch(DEVANAGARI);
      expect(card.annual_fee).toMatch(DEVANAGARI);
      for (const bullet of card.marketing_bullets) expect(bullet).toMatch(DEVANAGARI);
    }
    expect((await cards('en')).map((c) => c.category_name)).toContain('Cashback Cards');
    const editor: Card[] = (await admin.get('/api/get-credit-cards-data?all=1')).json().data;
    const cashback = editor.find((c) => c.category_name === 'Cashback Cards');
    expect(cashback?.category_name_hi).toBe('कैशबैक कार्ड');
  });

  it('lets an admin edit Hindi bullets; no Hindi bullets shows the English ones', async () => {
    const [card] = await t.database.db.select().from(creditCardCategories).limit(1);
    if (!card) throw new Error('no card');
    const update = (property: string, value: unknown) =>
      admin.post('/api/update-credit-card-data', { category_id: card.id, property, value });
    expect((await update('marketing_bullets_hi', ['पहला लाभ'])).statusCode).toBe(200);
    const shown = (await cards('hi')).find((c) => c.category_id === card.id);
    expect(shown?.marketing_bullets).toEqual(['पहला लाभ']);
    expect((await update('marketing_bullets_hi', [])).statusCode).toBe(200);
    expect((await cards('hi')).find((c) => c.category_id === card.id)?.marketing_bullets).toEqual(
      card.marketingBullets,
    );
  });
});
