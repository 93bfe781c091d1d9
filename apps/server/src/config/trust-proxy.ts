import { isIP } from 'node:net';

// issue 12 finding 9: behind a cloud load balancer AND nginx, "trust every hop" (true) lets a
// client forge its address and "trust one hop" makes every customer the balancer. Operators say
// how many proxies stand in front (a hop count) or which addresses are theirs (IPs / CIDRs).

export type TrustProxy = boolean | number | string[];

const MAX_HOPS = 10;

function validAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * 'false' / '0' trusts nobody; 'true' trusts every hop (only safe when the one proxy in front
 * overwrites X-Forwarded-For); '2' trusts the two nearest hops; '10.0.0.0/8,127.0.0.1' trusts
 * those proxies. Anything else is an error naming what was wrong.
 */
export function parseTrustProxy(raw: string): TrustProxy | { error: string } {
  const value = raw.trim();
  if (value === 'false' || value === '0' || value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= MAX_HOPS
      ? hops
      : { error: `must be at most ${MAX_HOPS} hops (the number of proxies in front of the app)` };
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = entries.filter((entry) => !validAddressOrCidr(entry));
  if (entries.length === 0 || bad.length > 0) {
    return {
      error: `must be false, true, a hop count (1-${MAX_HOPS}) or a comma-separated list of proxy IPs/CIDRs; not valid: ${bad.join(', ') || value}`,
    };
  }
  return entries;
}

/** Fastify's option: a hop count becomes "trust the n nearest hops", as proxy-addr counts them. */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
