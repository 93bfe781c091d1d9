import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { withSiteMeta } from '../../plugins/spa.ts';
import { createSiteResolver, hostName } from './site-context.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('site by host name (issue 6)', () => {
  it('reads the host without port, in lower case', () => {
    expect(hostName('Vakrangee.LocalHost:3000')).toBe('vakrangee.localhost');
    expect(hostName(undefined)).toBe('');
  });

  it('names the partner of a configured host and the solar host, and remembers answers for a minute', async () => {
    let clock = 0;
    const resolve = createSiteResolver(t.database.db, 'solar.localhost, Solar.example.in', () => clock);
    const vakrangee = await resolve('vakrangee.localhost:5173');
    expect(vakrangee).toMatchObject({ partnerKey: 'vakrangee', solar: false });
    expect(vakrangee.partnerId).toBeGreaterThan(0);
    expect(await resolve('solar.example.in')).toEqual({ partnerId: null, partnerKey: null, solar: true });
    expect(await resolve('localhost')).toEqual({ partnerId: null, partnerKey: null, solar: false });

    // A cached answer is the same object until the minute is over.
    expect(await resolve('vakrangee.localhost')).toBe(vakrangee);
    clock += 61_000;
    expect(await resolve('vakrangee.localhost')).not.toBe(vakrangee);
  });

  it('writes the site into index.html as a meta tag, and nothing for our own site', () => {
    const html = '<!doctype html><html><head><title>x</title></head></html>';
    expect(withSiteMeta(html, { partnerKey: null, solar: false })).toBe(html);
    expect(withSiteMeta(html, { partnerKey: 'vakrangee', solar: false })).toContain(
      '<head><meta name="cl-site" content="partner=vakrangee">',
    );
    expect(withSiteMeta(html, { partnerKey: null, solar: true })).toContain('content="solar"');
    expect(withSiteMeta(html, { partnerKey: '"><script>', solar: false })).toBe(html);
    expect(withSiteMeta(html, { partnerKey: 'vakrangee', solar: false }, { visitor: true })).toContain(
      'content="partner=vakrangee;visitor"',
    );
  });
});
