import type { Database } from '../../db/client.ts';
import { findPartnerByHost } from './partners.repository.ts';

/** What a host name makes of the site (issue 6): a partner's white-label site, the solar site, or ours. */
export interface Site {
  partnerId: number | null;
  partnerKey: string | null;
  solar: boolean;
}

/** The host name without port, lower case; the Host header is all a white-label site has. */
export function hostName(header: string | undefined): string {
  return (header ?? '').split(':')[0]?.trim().toLowerCase() ?? '';
}

const CACHE_TTL_MS = 60_000;
const CACHE_MAX_HOSTS = 1_000;

/**
 * Looks a Host header up in partner_hosts, remembering each answer for a minute: every page load
 * asks (spa.ts), and the table changes rarely. The cache is bounded so random Host headers cannot
 * grow it without limit.
 */
export function createSiteResolver(
  db: Database,
  solarHostsList: string,
  now: () => number = Date.now,
): (hostHeader: string | undefined) => Promise<Site> {
  const solarHosts = new Set(
    solarHostsList
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  const cache = new Map<string, { site: Site; until: number }>();
  return async (hostHeader) => {
    const host = hostName(hostHeader);
    const hit = cache.get(host);
    if (hit && hit.until > now()) return hit.site;
    const row = await findPartnerByHost(db, host);
    const site: Site = {
      partnerId: row?.id ?? null,
      partnerKey: row?.key ?? null,
      solar: solarHosts.has(host),
    };
    if (cache.size >= CACHE_MAX_HOSTS) cache.clear();
    cache.set(host, { site, until: now() + CACHE_TTL_MS });
    return site;
  };
}
