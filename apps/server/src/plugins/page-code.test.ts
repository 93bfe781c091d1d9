import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, PAGE_CODE_FILE, SESSION_COOKIES } from '@cl/contracts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { loadPageCodeLinks } from './page-code.ts';

// Issue 16: a browser with a customer session gets a signed-in page with that page's own code
// named in its head (the web build's PAGE_CODE_FILE), in the language of its cl_language cookie.

const INDEX =
  '<!doctype html><html><head><title>CrediLink</title></head><body><div id="root"></div></body></html>';
const files = (language: string) => ({
  scripts: ['assets/shell-1.js', `assets/offers-${language}.js`],
  styles: ['assets/shell-1.css'],
});
const kindFiles = (kind: string, language: string) => ({
  scripts: ['assets/shell-1.js', `assets/${kind}-${language}.js`],
  styles: [],
});
const PAGE_CODE = {
  code: {
    offers: { en: files('en'), hi: files('hi') },
    products: { en: kindFiles('products', 'en'), hi: kindFiles('products', 'hi') },
    form: { en: kindFiles('form', 'en'), hi: kindFiles('form', 'hi') },
  },
};

function buildRoot(pageCode: unknown): string {
  const root = mkdtempSync(path.join(tmpdir(), 'cl-page-code-'));
  writeFileSync(path.join(root, 'index.html'), INDEX);
  writeFileSync(path.join(root, PAGE_CODE_FILE), JSON.stringify(pageCode));
  return root;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: buildRoot(PAGE_CODE) });
});
afterAll(async () => {
  await t.close();
});

const session = `${SESSION_COOKIES.customer}=some-token`;
const get = (url: string, cookie?: string, host = 'localhost') =>
  t.app.inject({ url, headers: cookie ? { host, cookie } : { host } });

describe("a signed-in page's own code in its head (issue 16)", () => {
  it('names the scripts and stylesheets of the page, as the app loads them, for a browser with a session', async () => {
    for (const url of ['/user/offers', '/user/offers/', '/user/business-offers?x=1']) {
      const { body } = await get(url, session);
      expect(body, url).toContain(
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/shell-1.js">' +
          '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/offers-en.js">' +
          '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/shell-1.css"></head>',
      );
    }
  });

  it("takes the texts of the cookie's language, and English for an unknown one", async () => {
    expect((await get('/user/offers', `${session}; ${LANGUAGE_COOKIE}=hi`)).body).toContain(
      '/assets/offers-hi.js',
    );
    const unknown = (await get('/user/offers', `${session}; ${LANGUAGE_COOKIE}=fr`)).body;
    expect(unknown).toContain('/assets/offers-en.js');
    expect(unknown).not.toContain('offers-hi');
  });

  it("names the products' code at '/products' on our site, and at a partner's own host's home (spec 2)", async () => {
    expect((await get('/products', session)).body).toContain('/assets/products-en.js');
    expect((await get('/user/user-detail', session)).body).toContain('/assets/form-en.js');
    const partnerHost = 'vakrangee.localhost'; // a seeded partner host
    for (const url of ['/', '/personal-loan'])
      expect((await get(url, session, partnerHost)).body, url).toContain('/assets/products-en.js');
    expect((await get('/products', session, partnerHost)).body).not.toContain('modulepreload');
    expect((await get('/', session)).body).not.toContain('modulepreload'); // our sign-in page
  });

  it('names nothing for a visitor (sent to sign in) or on a page the build named no code for', async () => {
    expect((await get('/user/offers')).body).not.toContain('modulepreload');
    for (const url of ['/terms-of-use', '/user/offers/x', '/__proto__', '/constructor']) {
      expect((await get(url, session)).body, url).not.toContain('modulepreload');
    }
  });
});

describe('reading the build file', () => {
  it('is null without one, and refuses a file that names anything but an asset', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'cl-page-code-'));
    expect(await loadPageCodeLinks(empty)).toBeNull();
    const hostile = {
      code: {
        ...PAGE_CODE.code,
        offers: { en: { scripts: ['https://evil.example/x.js'], styles: [] }, hi: files('hi') },
      },
    };
    await expect(loadPageCodeLinks(buildRoot(hostile))).rejects.toThrow();
    const quoted = {
      code: { ...PAGE_CODE.code, offers: { en: { scripts: ['assets/a".js'], styles: [] }, hi: files('hi') } },
    };
    await expect(loadPageCodeLinks(buildRoot(quoted))).rejects.toThrow();
  });
});
