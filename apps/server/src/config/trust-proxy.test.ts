import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('reads off, every hop, a hop count, or a list of proxy addresses and CIDRs', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' 10.0.0.0/8, 127.0.0.1 ,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
  });
  it('refuses anything else with a message that names the bad entry', () => {
    expect(parseTrustProxy('10.0.0.0/33')).toEqual({ error: expect.stringContaining('10.0.0.0/33') });
    expect(parseTrustProxy('yes')).toEqual({ error: expect.stringContaining('hop count') });
    expect(parseTrustProxy('11')).toEqual({ error: expect.stringContaining('at most 10') });
    expect(() => loadEnv({ TRUST_PROXY: 'lb.internal' })).toThrow(/TRUST_PROXY/);
  });
  it('trusts exactly the nearest n hops when given a count', () => {
    const trust = fastifyTrustProxy(2);
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});
