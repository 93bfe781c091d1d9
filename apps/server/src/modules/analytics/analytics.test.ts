import { afterAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { pageViews } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { nextIp } from '../../../test/support/customer.ts';
import { signInPartner } from '../../../test/support/partner.ts';
import { isoDateOf, todayInIndia } from '@cl/contracts';
import { PAGE_VIEW_LIMITS } from './analytics.service.ts';

// issue 12 finding 10: the anonymous page-view endpoint is limited per address and reads a small body.

const t = await createTestApp({ LENDER_SANDBOX: 'false' });
afterAll(async () => {
  await t.close();
});

const view = (path: string, ip: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/analytics/page-view',
    payload: { path, ...extra },
    remoteAddress: ip,
  });
const stored = async (path: string) =>
  (await t.database.db.select().from(pageViews).where(eq(pageViews.path, path))).length;

describe('page views under a flood', () => {
  it('stores at most the per-address limit from one address; another address is not affected', async () => {
    const ip = nextIp();
    const limit = PAGE_VIEW_LIMITS.perIp.limit;
    // Every request in one fixed window: the clock held a second after a window starts (the loop
    // used to straddle a window's end now and then on a loaded machine, and the next window let
    // the rest through).
    const windowMs = PAGE_VIEW_LIMITS.perIp.windowSeconds * 1000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / windowMs) * windowMs + windowMs + 1000);
    const statuses = new Set<number>();
    try {
      for (let i = 0; i < limit + 15; i++) statuses.add((await view('/flood', ip)).statusCode);
    } finally {
      vi.useRealTimers();
    }
    expect([...statuses]).toEqual([204]);
    expect(await stored('/flood')).toBe(limit);
    expect((await view('/calm', nextIp())).statusCode).toBe(204);
    expect(await stored('/calm')).toBe(1);
  });

  it('refuses a body larger than a page view needs with 413, storing nothing', async () => {
    const res = await view('/big', nextIp(), { padding: 'x'.repeat(100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false });
    expect(await stored('/big')).toBe(0);
  });
});

describe('page views attributed to partners (spec 3 funnel Visits, issue 15)', () => {
  const partnerOf = async (path: string) =>
    (await t.database.db.select().from(pageViews).where(eq(pageViews.path, path)))[0]?.partner;
  const viewWithCookie = (path: string, partner: string, utms: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      payload: { path, partner },
      headers: { cookie: `utms=${encodeURIComponent(JSON.stringify(utms))}` },
      remoteAddress: nextIp(),
    });

  it("counts a view for the partner whose referral link the visitor came through, on our brand's pages", async () => {
    expect((await viewWithCookie('/offers-a', 'cl', { utm_source: 'vakrangee' })).statusCode).toBe(204);
    expect(await partnerOf('/offers-a')).toBe('vakrangee');
    // A campaign link names its own source and the partner separately.
    await viewWithCookie('/offers-b', 'cl', { utm_source: 'sms', partner: 'fastpay' });
    expect(await partnerOf('/offers-b')).toBe('fastpay');
  });

  it('keeps the partner the page names (its own host, ?partner=) over an older landing', async () => {
    await viewWithCookie('/offers-c', 'fastpay', { utm_source: 'vakrangee' });
    expect(await partnerOf('/offers-c')).toBe('fastpay');
  });

  it('keeps our brand for a visitor no partner brought, and ignores a source that is no partner', async () => {
    await view('/offers-d', nextIp(), { partner: 'cl' });
    expect(await partnerOf('/offers-d')).toBe('cl');
    await viewWithCookie('/offers-e', 'cl', { utm_source: 'newsletter' });
    expect(await partnerOf('/offers-e')).toBe('cl');
  });

  it("shows the attributed views as Visits in the partner's funnel", async () => {
    const vakrangee = await signInPartner(t, 'vakrangee');
    const today = isoDateOf(todayInIndia());
    const res = await vakrangee.get(`/api/partner/funnel?preset=custom_range&from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const steps = res.json().data as { step: string; count: number }[];
    // '/offers-a' only: '/offers-c' counted for fastpay, the page having named it.
    expect(steps.find((s) => s.step === 'visits')?.count).toBe(1);
  });
});
