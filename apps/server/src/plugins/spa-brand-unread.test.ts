import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIES } from '@cl/contracts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import type * as PartnersService from '../modules/partners/partners.service.ts';

// Issue 16: a page whose brand cannot be read is still served, without the brand on <html>
// (the app applies the default brand, then the partner's once it reads it): a broken brand read
// must not take the pages down with it.

vi.mock('../modules/partners/partners.service.ts', async (importOriginal) => {
  const original = await importOriginal<typeof PartnersService>();
  return {
    ...original,
    brandingForPartner: (db: Parameters<typeof original.brandingForPartner>[0], key: string) =>
      key === 'unreadable'
        ? Promise.reject(new Error('database down'))
        : original.brandingForPartner(db, key),
  };
});

const INDEX =
  '<!doctype html><html lang="en"><head><title>CrediLink</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'cl-spa-brand-'));
  writeFileSync(path.join(root, 'index.html'), INDEX);
  t = await createTestApp({ WEB_DIST_DIR: root });
});
afterAll(async () => {
  await t.close();
});

describe('a page whose brand cannot be read (issue 16)', () => {
  const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0] ?? '';

  it('is served whole, without a brand on <html>, for visitors and signed-in customers', async () => {
    const signedIn = { host: 'localhost', cookie: `${SESSION_COOKIES.customer}=some-token` };
    for (const [url, headers] of [
      ['/products?partner=unreadable', signedIn],
      ['/user/offers?partner=unreadable', signedIn],
      ['/login?partner=unreadable', { host: 'localhost' }],
      ['/unreadable/partner/login', { host: 'localhost' }],
    ] as const) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(htmlTag(res.body), url).toBe('<html lang="en">');
    }
  });

  it('still carries the brand on every other page', async () => {
    const res = await t.app.inject({ url: '/products?partner=vakrangee', headers: { host: 'localhost' } });
    expect(htmlTag(res.body)).toContain('--cl-primary:');
  });
});
