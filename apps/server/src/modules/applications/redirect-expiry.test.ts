import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { personalCustomer, type TestOffer } from '../../../test/support/applications.ts';
import { applications } from '../../db/schema/index.ts';
import { expireUnfinishedRedirects } from './redirect-expiry.ts';

// ADR 006: a redirect application the customer never continued expires after REDIRECT_EXPIRY_DAYS,
// so its status is honest and the de-dupe hold on that lender lifts; continued ones and API ones stay.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;

describe('unfinished redirect applications (ADR 006)', () => {
  it('expire after the days given, lifting the hold; continued and API applications stay', async () => {
    const {
      headers,
      offers,
      apply: applyCall,
    } = await personalCustomer(t, '9633000001', 'expiry@example.in');
    const apply = async (o: TestOffer, key: string) => (await applyCall(o, key)).json().data;
    const shown = await offers();
    const [idle, continued] = shown.filter((o) => o.handoff === 'redirect');
    const api = shown.find((o) => o.handoff === 'api');
    if (!idle || !continued || !api)
      throw new Error('sample data should give two redirect and one API offer');
    const idleApp = await apply(idle, 'expiry-idle');
    const continuedApp = await apply(continued, 'expiry-continued');
    const apiApp = await apply(api, 'expiry-api');
    await t.app.inject({
      method: 'POST',
      url: `/api/applications/${continuedApp.publicId}/continue`,
      headers,
    });

    const now = new Date();
    // Not yet: a day short of the expiry.
    expect(await expireUnfinishedRedirects(t.database.db, 7, new Date(now.getTime() + 6 * DAY))).toBe(0);
    expect(await expireUnfinishedRedirects(t.database.db, 7, new Date(now.getTime() + 7 * DAY + 1))).toBe(1);
    // Running again changes nothing.
    expect(await expireUnfinishedRedirects(t.database.db, 7, new Date(now.getTime() + 8 * DAY))).toBe(0);

    const statusOf = async (publicId: string) =>
      (await t.database.db.select().from(applications).where(eq(applications.publicId, publicId)))[0]?.status;
    expect(await statusOf(idleApp.publicId)).toBe('expired');
    expect(await statusOf(continuedApp.publicId)).toBe('submitted');
    expect(await statusOf(apiApp.publicId)).toBe('created');

    const mine = (await t.app.inject({ url: '/api/applications', headers })).json().data;
    const expired = mine.find((a: { publicId: string }) => a.publicId === idleApp.publicId);
    expect(expired).toMatchObject({ status: 'expired', customerStatus: 'expired' });
    expect(expired.timeline.at(-1)).toMatchObject({
      status: 'expired',
      source: 'system',
      noteCode: 'redirect_not_continued',
      noteValues: { days: 7 },
    });

    // The hold on that lender has lifted: the card shows Apply again, and a new application is taken.
    const after = await offers();
    expect(after.find((o) => o.lenderId === idle.lenderId)?.application).toBeNull();
    expect(after.find((o) => o.lenderId === continued.lenderId)?.application).not.toBeNull();
    const again = await apply(idle, 'expiry-again');
    expect(again).toMatchObject({ status: 'created', customerStatus: 'continue_at_lender' });
  });
});
