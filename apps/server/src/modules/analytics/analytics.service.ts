import type { PageView } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { insertPageView } from './analytics.repository.ts';

/** The largest page-view body read: the fields' own limits (512 + 512 + 64) and JSON around them. */
export const PAGE_VIEW_BODY_BYTES = 2048;

/**
 * Anonymous page views (issue 12 finding 10): a view per second per address is far above a
 * person's pace, and the whole site takes at most a view a second per expected visitor, so a
 * flood from one address or from many fills neither the table nor the disk.
 */
export const PAGE_VIEW_LIMITS = {
  perIp: { bucket: 'page_view_ip', limit: 120, windowSeconds: 120 },
  site: { bucket: 'page_view_site', limit: 50_000, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>;

/** Records a page view unless a limit is reached; beyond it the view is dropped quietly. */
export async function recordPageView(db: Database, ip: string, view: PageView): Promise<boolean> {
  const perIp = await hitRateLimit(db, PAGE_VIEW_LIMITS.perIp, ip);
  if (!perIp.allowed) return false;
  const site = await hitRateLimit(db, PAGE_VIEW_LIMITS.site, 'all');
  if (!site.allowed) return false;
  await insertPageView(db, view);
  return true;
}
