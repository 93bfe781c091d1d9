import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { personalCustomer } from '../../../test/support/applications.ts';
import { applications } from '../../db/schema/index.ts';

// Issue 13: a redirect lender's application is not 'Submitted' before the customer has continued
// to the lender's site; the offers call says which lenders the customer already applied to.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let phone = 9611000000;
async function customer() {
  phone += 1;
  const c = await personalCustomer(t, String(phone), `c${String(phone)}@example.in`);
  const { headers } = c;
  const continueTo = (publicId: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/applications/${publicId}/continue`,
      headers: { ...headers, ...extra },
    });
  return { ...c, continueTo };
}

describe('redirect hand-off (issue 13)', () => {
  it('stays "continue at the lender" until the link is followed, then is submitted once', async () => {
    const c = await customer();
    const redirect = (await c.offers()).find((o) => o.handoff === 'redirect');
    if (!redirect) throw new Error('sample data should have a redirect lender');
    const applied = (await c.apply(redirect, 'continue-key-1')).json().data;
    expect(applied).toMatchObject({ status: 'created', customerStatus: 'continue_at_lender' });
    expect(applied.redirectUrl).toMatch(/utm_source=credilink/);
    expect(applied.timeline.map((e: { status: string }) => e.status)).toEqual(['created']);

    const followed = await c.continueTo(applied.publicId);
    expect(followed.statusCode).toBe(200);
    expect(followed.json().data).toMatchObject({ status: 'submitted', customerStatus: 'submitted' });
    const again = await c.continueTo(applied.publicId);
    const timeline = again.json().data.timeline;
    expect(timeline.map((e: { status: string }) => e.status)).toEqual(['created', 'submitted']);
    expect(timeline[1]).toMatchObject({ source: 'redirect', noteCode: 'redirect_continued' });
  });

  it("does not move an API lender's application, another customer's, or without the CSRF header", async () => {
    const c = await customer();
    const other = await customer();
    const offers = await c.offers();
    const api = offers.find((o) => o.handoff === 'api');
    const redirect = offers.find((o) => o.handoff === 'redirect');
    if (!api || !redirect) throw new Error('sample data should give both kinds of offer');
    const apiApp = (await c.apply(api, 'continue-api-1')).json().data;
    expect((await c.continueTo(apiApp.publicId)).json().data.status).toBe('created');

    const redirectApp = (await c.apply(redirect, 'continue-redirect-1')).json().data;
    expect((await other.continueTo(redirectApp.publicId)).statusCode).toBe(404);
    expect((await c.continueTo(redirectApp.publicId, { 'x-csrf-token': 'wrong' })).statusCode).toBe(403);
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.publicId, redirectApp.publicId));
    expect(row?.status).toBe('created');
  });
});

describe('offers say where the customer already applied (issue 13)', () => {
  it('marks the applied lender with reference, status and the day to apply again; the others stay open', async () => {
    const c = await customer();
    const before = await c.offers();
    expect(before.every((o) => o.application === null)).toBe(true);
    const redirect = before.find((o) => o.handoff === 'redirect');
    if (!redirect) throw new Error('no redirect lender');
    const applied = (await c.apply(redirect, 'held-key-1')).json().data;

    const after = await c.offers();
    const held = after.find((o) => o.lenderId === redirect.lenderId);
    expect(held?.application).toMatchObject({ publicId: applied.publicId, status: 'continue_at_lender' });
    const window = t.app.env.DEDUPE_WINDOW_DAYS * 86_400_000;
    const appliedAt = Date.parse(held?.application?.appliedAt ?? '');
    expect(Date.parse(held?.application?.applyAgainAt ?? '') - appliedAt).toBe(window);
    expect(after.filter((o) => o.application !== null)).toHaveLength(1);

    await c.continueTo(applied.publicId);
    const submitted = (await c.offers()).find((o) => o.lenderId === redirect.lenderId);
    expect(submitted?.application?.status).toBe('submitted');
  });

  it('no longer holds the lender once the window has passed or the application expired', async () => {
    const c = await customer();
    const [first, second] = await c.offers();
    if (!first || !second) throw new Error('need two offers');
    const old = (await c.apply(first, 'held-old-1')).json().data;
    const expired = (await c.apply(second, 'held-expired-1')).json().data;
    const longAgo = new Date(Date.now() - (t.app.env.DEDUPE_WINDOW_DAYS + 1) * 86_400_000);
    await t.database.db
      .update(applications)
      .set({ createdAt: longAgo })
      .where(eq(applications.publicId, old.publicId));
    await t.database.db
      .update(applications)
      .set({ status: 'expired' })
      .where(eq(applications.publicId, expired.publicId));
    const offers = await c.offers();
    expect(offers.every((o) => o.application === null)).toBe(true);
  });
});
