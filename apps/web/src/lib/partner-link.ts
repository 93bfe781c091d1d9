import { PARTNER_QUERY } from '@cl/contracts';

// spec 2, spec 7: the `partner` parameter an in-app link carries, keeping the white-label brand
// across pages. Free of React and the router, so the prerendered sign-in page's script uses it too.

/** Adds `partner=<name>` to an in-app link, keeping its other parameters. */
export function withPartner(href: string, partner: string | null): string {
  if (!partner) return href;
  const [path = '', query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  params.set(PARTNER_QUERY, partner);
  return `${path}?${params.toString()}`;
}
