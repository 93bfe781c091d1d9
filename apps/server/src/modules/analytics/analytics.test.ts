import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pageViews } from '../../db/schema/index.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { nextIp } from '../../../test/support/customer.ts';
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
    const statuses = new Set<number>();
    for (let i = 0; i < limit + 15; i++) statuses.add((await view('/flood', ip)).statusCode);
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
