import type { PageView } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { resolvePartnerId, type Attribution } from '../auth/attribution.ts';
import { insertPageView, partnerKeyNamed, partnerKeyOf } from './analytics.repository.ts';

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

/**
 * The partner a page view counts for in the partner's funnel (spec 3 Visits; issue 15: the step
 * was always 0). The page names a partner only on its own host or with ?partner=; a visitor who
 * came through a partner's referral or campaign link browses on without it, so the landing's
 * attribution cookies (the ones a sign-up is attributed by, auth/attribution.ts) name the partner
 * then. Otherwise the view keeps what the page said (our own brand).
 */
export async function pageViewPartner(
  db: Database,
  named: string | undefined,
  attribution: Attribution,
): Promise<string | undefined> {
  const own = named ? await partnerKeyNamed(db, named) : undefined;
  if (own) return own;
  const partnerId = await resolvePartnerId(db, attribution);
  return (partnerId === undefined ? undefined : await partnerKeyOf(db, partnerId)) ?? named;
}

/** Records a page view unless a limit is reached; beyond it the view is dropped quietly. */
export async function recordPageView(
  db: Database,
  ip: string,
  view: PageView,
  attribution: Attribution = {},
): Promise<boolean> {
  const perIp = await hitRateLimit(db, PAGE_VIEW_LIMITS.perIp, ip);
  if (!perIp.allowed) return false;
  const site = await hitRateLimit(db, PAGE_VIEW_LIMITS.site, 'all');
  if (!site.allowed) return false;
  const partner = await pageViewPartner(db, view.partner, attribution);
  await insertPageView(db, { ...view, partner });
  return true;
}
