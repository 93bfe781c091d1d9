import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LENDER_PAGE_SLUGS,
  PARTNER_PRODUCT_PAGES,
  SESSION_COOKIES,
  URL_SEGMENTS,
  WEB_ROUTES,
} from '@cl/contracts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';

// Issue 13: unknown paths answer HTTP 404 (with the SPA page, so its router shows the not-found
// page); every route of the web's table (WEB_ROUTES, read by apps/web/src/config/paths.ts) 200.

const INDEX =
  '<!doctype html><html><head><meta name="theme-color" content="#070050" /><title>CrediLink</title></head><body><div id="root"></div></body></html>';

const ASSET = 'console.log("built");';

let t: TestApp;
beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'cl-spa-'));
  writeFileSync(path.join(root, 'index.html'), INDEX);
  writeFileSync(path.join(root, 'stray.txt'), 'not for the browser');
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets', 'app-Ab12.js'), ASSET);
  writeFileSync(path.join(root, 'assets', 'app-Ab12.js.br'), 'brotli bytes');
  t = await createTestApp({ WEB_DIST_DIR: root });
});
afterAll(async () => {
  await t.close();
});

/** A real value for each route parameter. */
const SAMPLE: Record<string, string> = {
  urlSegment: 'personal-loan',
  lender: 'cashe',
  product: 'gold-loan',
  adminPage: 'mis-upload',
  partner: 'vakrangee',
  partner_name: 'vakrangee',
  prospectId: 'p_8f3k2m9q',
  lenderId: '12',
  partnerId: '3',
  id: '41',
  pid: '0',
  transactionId: 'b3f0c2a4-6d1e-4f7a-9c55-0e2d8a1b7c90',
};

const fill = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = SAMPLE[name];
    if (value === undefined) throw new Error(`no sample for :${name} in ${pattern}`);
    return value;
  });

const get = (url: string, host = 'localhost') => t.app.inject({ url, headers: { host } });

describe('SPA fallback status', () => {
  const known = Object.values(WEB_ROUTES)
    .flatMap((area) => Object.values<string>(area))
    .filter((pattern) => pattern !== WEB_ROUTES.public.notFound)
    .map(fill);

  it('answers 200 and the page for every route of the web (with a query, a trailing slash)', async () => {
    expect(known.length).toBeGreaterThan(80);
    const extra = [
      ...URL_SEGMENTS.map((segment) => `/${segment}`),
      ...LENDER_PAGE_SLUGS.map((slug) => `/user/${slug}`),
      ...PARTNER_PRODUCT_PAGES.map((page) => `/partner/product-offering/${page}`),
      '/products?utm_source=sms',
      '/user/offers/',
      '/transfer/abc-123',
      '/paisabazaar/partner/login',
    ];
    const wrong: string[] = [];
    for (const url of [...known, ...extra]) {
      const res = await get(url);
      if (res.statusCode !== 200 || !res.body.includes('<div id="root">'))
        wrong.push(`${url} ${String(res.statusCode)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 404 with the same page for unknown paths, so the router shows its not-found page', async () => {
    const unknown = [
      '/nope',
      '/404',
      '/a/b/c',
      '/user/nope',
      '/user/offers/extra',
      '/admin/nope',
      '/admin/lenders/abc',
      '/partner/nope',
      '/partner/product-offering/boats',
      '/vakrangee/partner/nope',
      '/transfer',
      '/transfer/a/b',
      '/credit-cards/x',
    ];
    for (const url of unknown) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('answers the same statuses on a white-label host', async () => {
    expect((await get('/', 'vakrangee.localhost')).statusCode).toBe(200);
    expect((await get('/login', 'vakrangee.localhost')).statusCode).toBe(200);
    const res = await get('/nope', 'vakrangee.localhost');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="cl-site" content="partner=vakrangee;visitor">');
  });

  it('says "visitor" only when the browser sent no customer session cookie (issue 16)', async () => {
    const visitor = await get('/');
    expect(visitor.body).toContain('<meta name="cl-site" content="visitor">');
    expect(visitor.headers.vary).toBe('host, cookie, accept-encoding');
    const returning = await t.app.inject({
      url: '/',
      headers: { host: 'localhost', cookie: `${SESSION_COOKIES.customer}=some-token` },
    });
    expect(returning.body).not.toContain('cl-site');
    const partnerOnly = await t.app.inject({
      url: '/',
      headers: { host: 'localhost', cookie: `${SESSION_COOKIES.partner}=some-token` },
    });
    expect(partnerOnly.body).toContain('content="visitor"');
  });

  it('keeps JSON 404 for unknown API paths and plain 404 for missing files', async () => {
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    // A way out of assets/, plain or encoded, never answers a file.
    for (const out of ['/assets/../index.html', '/assets/%2e%2e/index.html', '/assets/..%2fstray.txt']) {
      const res = await get(out);
      expect([403, 404], out).toContain(res.statusCode);
      expect(res.body, out).not.toContain('CrediLink');
      expect(res.body, out).not.toContain('not for the browser');
    }
  });

  it('serves the built assets for a year, pre-compressed when asked, and only them', async () => {
    const plain = await get('/assets/app-Ab12.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(ASSET);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/app-Ab12.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const br = await t.app.inject({ url: '/assets/app-Ab12.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    // The server's own files beside assets/ are not served: index.html only as the page.
    for (const file of ['/index.html', '/stray.txt', '/assets/']) {
      expect((await get(file)).statusCode, file).toBe(404);
    }
  });
});

describe('the brand on the page (issue 16)', () => {
  const brandOf = async (partner: string) => {
    const res = await get(`/api/get-partner-by-name/${partner}`);
    const body: { data: { primaryColor: string; secondaryColor: string } } = res.json();
    return { primary: body.data.primaryColor.toLowerCase(), secondary: body.data.secondaryColor };
  };
  const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0].toLowerCase() ?? '';

  it("writes the brand the app will show on <html>: the host's partner, `?partner=`, else ours", async () => {
    const ours = await brandOf('default');
    const vakrangee = await brandOf('vakrangee');
    expect(vakrangee.primary).not.toBe(ours.primary);
    expect(vakrangee.secondary).not.toBe(ours.secondary);
    const signedIn = { host: 'localhost', cookie: `${SESSION_COOKIES.customer}=some-token` };
    const cases: [string, Record<string, string>, typeof ours][] = [
      ['/products', signedIn, ours],
      ['/user/offers', signedIn, ours],
      ['/products?partner=vakrangee', signedIn, vakrangee],
      ['/vakrangee/partner/login', { host: 'localhost' }, vakrangee],
      ['/products', { host: 'vakrangee.localhost' }, vakrangee],
      ['/nope', { host: 'vakrangee.localhost' }, vakrangee],
    ];
    for (const [url, headers, brand] of cases) {
      const { body } = await t.app.inject({ url, headers });
      const tag = htmlTag(body);
      expect(tag, url).toContain(`--cl-primary: ${brand.primary}`);
      expect(body, url).toContain(`<meta name="theme-color" content="${brand.secondary}" />`);
      expect(tag, url).toContain('--cl-font:');
      expect(tag.match(/ style=/g), url).toHaveLength(1);
    }
  });
});
