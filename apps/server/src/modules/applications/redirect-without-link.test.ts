import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { personalCustomer, type TestOffer } from '../../../test/support/applications.ts';
import { applications } from '../../db/schema/index.ts';
import { updateLenderColumns } from '../lenders/lenders.repository.ts';

// ADR 006: a redirect lender without a redirect link has nowhere to send the customer, so it is not
// open for applications: no offer card (so no Apply), and the apply call is refused with a message.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a redirect lender without a redirect link (ADR 006)', () => {
  it('is not offered and refuses the application, in English and Hindi', async () => {
    const s = await personalCustomer(t, '9622000001', 'no.link@example.in');
    const { headers } = s;
    const offers = async () =>
      (await t.app.inject({ url: '/api/offers?product=personal', headers })).json().data;
    const redirect: TestOffer | undefined = (await offers()).offers.find(
      (o: TestOffer) => o.handoff === 'redirect',
    );
    if (!redirect) throw new Error('sample data should have a redirect lender');

    // Through the repository, as the admin screens write: offers read lenders through a cache that
    // every repository write invalidates (ADR 026).
    await updateLenderColumns(t.database.db, redirect.lenderId, { redirectUrl: null });

    const after = await offers();
    expect(after.offers.map((o: TestOffer) => o.lenderId)).not.toContain(redirect.lenderId);
    // About the lender, not the customer: not listed among the customer's unmatched reasons either.
    expect(after.unmatched.map((u: { lenderId: number }) => u.lenderId)).not.toContain(redirect.lenderId);

    const apply = (language: string, key: string) => s.apply(redirect, key, { 'accept-language': language });
    const refused = await apply('en', 'no-link-1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'This lender cannot take applications through our marketplace yet. Please choose another offer',
    );
    const hindi = await apply('hi', 'no-link-2');
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().message).toMatch(/कृपया कोई दूसरा ऑफ़र चुनें/);
    const rows = await t.database.db.select().from(applications).where(eq(applications.userId, s.userId));
    expect(rows).toEqual([]);
  });
});
