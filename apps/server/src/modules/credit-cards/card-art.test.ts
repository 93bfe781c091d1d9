import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { signInAdmin } from '../../../test/support/admin.ts';
import { creditCardCategories } from '../../db/schema/index.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { SEED_CREDIT_CARDS } from '../../db/seed/samples/credit-cards.ts';

// Issue 13: every seeded card shows its own thumbnail (no more 'No Thumbnail Image found'); the
// art is small, and seeding never replaces an image an admin chose.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('seeded card thumbnails', () => {
  it('gives every seeded card its own art, served as a small SVG', async () => {
    const all = await (await signInAdmin(t, 1)).get('/api/get-credit-cards-data?all=1');
    const cards: { category_name: string; category_img_thumb: string | null }[] = all.json().data;
    const thumbs = SEED_CREDIT_CARDS.map(
      (seed) => cards.find((card) => card.category_name === seed.name)?.category_img_thumb,
    );
    expect(new Set(thumbs).size).toBe(SEED_CREDIT_CARDS.length);
    for (const thumb of thumbs) {
      expect(thumb).toMatch(/^\/api\/card-art\/[a-z0-9-]+\.svg$/);
      const res = await t.app.inject({ url: thumb ?? '' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toContain('max-age=');
      expect(res.body.startsWith('<svg')).toBe(true);
      expect(res.body).not.toMatch(/<script|<text|href=/i); // no script, no words, nothing fetched
      expect(res.rawPayload.length).toBeLessThan(1500);
    }
    expect((await t.app.inject({ url: '/api/card-art/nope.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/card-art/..%2Fx.svg' })).statusCode).toBe(400);
  });

  it('fills a missing thumbnail on a re-seed and never replaces one an admin set', async () => {
    const [first, second] = SEED_CREDIT_CARDS;
    if (!first || !second) throw new Error('seed has cards');
    const byName = (name: string) =>
      t.database.db.select().from(creditCardCategories).where(eq(creditCardCategories.name, name));
    // A database seeded before the art existed: the thumbnail is null.
    await t.database.db
      .update(creditCardCategories)
      .set({ imgThumb: null })
      .where(eq(creditCardCategories.name, first.name));
    const admin = await signInAdmin(t, 1);
    const [row] = await byName(second.name);
    const uploaded = '/api/files/00000000-0000-4000-8000-000000000000.png';
    await admin.post('/api/update-credit-card-data', {
      category_id: row?.id,
      property: 'category_img_thumb',
      value: uploaded,
    });

    await seedDatabase(t.database, null);
    expect((await byName(first.name))[0]?.imgThumb).toBe(first.imgThumb);
    expect((await byName(second.name))[0]?.imgThumb).toBe(uploaded);
  });
});
