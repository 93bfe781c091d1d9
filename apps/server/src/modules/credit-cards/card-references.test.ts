import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CARD_REFERENCE_PATTERN } from '@cl/contracts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { signIn } from '../../../test/support/customer.ts';
import { signInAdmin } from '../../../test/support/admin.ts';
import { cardApplyReferences } from '../../db/schema/index.ts';
import { newCardReference } from './card-references.service.ts';

// Issue 13, docs/decisions/013: the card Apply link carries a per-click reference, never the user id.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Customer = Awaited<ReturnType<typeof signIn>>;
const headersOf = (s: Customer) => ({ cookie: s.cookie, 'x-csrf-token': s.csrf });
const issue = (s: Customer | null, categoryId: number | string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/credit-cards/${String(categoryId)}/apply-reference`,
    headers: s ? headersOf(s) : {},
  });
const read = (s: Customer | null, reference: string) =>
  t.app.inject({ url: `/api/credit-card-references/${reference}`, headers: s ? headersOf(s) : {} });

async function firstCard(): Promise<{ category_id: number; utm_link: string }> {
  const cards: { category_id: number; utm_link: string }[] = (
    await t.app.inject({ url: '/api/get-credit-cards-data' })
  ).json().data;
  const card = cards[0];
  if (!card) throw new Error('no seeded card');
  return card;
}

describe('newCardReference', () => {
  it('is 20 base32 characters and never repeats', () => {
    const many = new Set(Array.from({ length: 2000 }, () => newCardReference()));
    expect(many.size).toBe(2000);
    for (const reference of many) expect(reference).toMatch(CARD_REFERENCE_PATTERN);
  });
});

describe('card apply references', () => {
  it('issues a fresh random reference per click, recorded with the customer, card and time', async () => {
    const s = await signIn(t, '9430000001');
    const card = await firstCard();
    const first = await issue(s, card.category_id);
    const second = await issue(s, card.category_id);
    expect(first.statusCode).toBe(200);
    const a: { reference: string; link: string; category_id: number } = first.json().data;
    const b: { reference: string; link: string } = second.json().data;
    expect(a.reference).toMatch(CARD_REFERENCE_PATTERN);
    expect(b.reference).not.toBe(a.reference);
    // The issuer's link carries the reference in place of {UNIQUE_ID} and no number of ours.
    expect(a.link).toBe(card.utm_link.replaceAll('{UNIQUE_ID}', a.reference));
    expect(new URL(a.link).searchParams.get('ref')).toBe(a.reference);
    expect(a.link).not.toContain(String(s.userId));
    expect(a.category_id).toBe(card.category_id);

    const [row] = await t.database.db
      .select()
      .from(cardApplyReferences)
      .where(eq(cardApplyReferences.reference, a.reference));
    expect(row).toMatchObject({ userId: s.userId, categoryId: card.category_id });
    expect(Date.now() - (row?.createdAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('answers a reference to its own customer only; another customer gets 404', async () => {
    const owner = await signIn(t, '9430000002');
    const other = await signIn(t, '9430000003');
    const card = await firstCard();
    const reference: string = (await issue(owner, card.category_id)).json().data.reference;

    const own = await read(owner, reference);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ reference, category_id: card.category_id });
    const stranger = await read(other, reference);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('No such card reference');
    expect((await read(null, reference)).statusCode).toBe(401);
    expect((await read(owner, 'not-a-reference')).statusCode).toBe(400);
  });

  it('needs a signed-in customer with the CSRF header, and a live active card with a link', async () => {
    const s = await signIn(t, '9430000004');
    const card = await firstCard();
    expect((await issue(null, card.category_id)).statusCode).toBe(401);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: `/api/credit-cards/${String(card.category_id)}/apply-reference`,
      headers: { cookie: s.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await issue(s, 999999)).statusCode).toBe(404);
    expect((await issue(s, 'abc')).statusCode).toBe(400);

    const admin = await signInAdmin(t, 1);
    const created = await admin.post('/api/create-credit-card', { category_name: 'Linkless Cards' });
    const id: number = created.json().data.category_id;
    // Inactive until edited (spec 7), then active but without a link.
    expect((await issue(s, id)).statusCode).toBe(404);
    await admin.post('/api/update-credit-card-data', { category_id: id, property: 'status', value: 1 });
    const linkless = await issue(s, id);
    expect(linkless.statusCode).toBe(404);
    expect(linkless.json().message).toBe('This card cannot be applied for online yet');
  });
});
