import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandTokens,
  LANGUAGE_COOKIE,
  SESSION_COOKIES,
  SIGN_IN_PAGES_FILE,
  SIGN_IN_PARTNER_TERMS,
  SIGN_IN_SLOTS,
  type PartnerBranding,
} from '@cl/contracts';
import { partners } from '../db/schema/index.ts';
import { partnerBrandingCache } from '../modules/partners/partner-branding-cache.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { createSignInRenderer, fillSignInPage, isSignInPath, MAX_KEPT_PAGES } from './sign-in-page.ts';

// Issue 16 (ADR 027, option 3): a visitor on a sign-in address gets the prerendered sign-in page
// in the brand and language of the request; everyone else the app, as before.

const INDEX =
  '<!doctype html><html><head><title>CrediLink</title></head><body><div id="root"></div></body></html>';
const S = SIGN_IN_SLOTS;
/** The build's page in miniature: every slot, the partner-terms part, a language marker. */
const page = (language: string) =>
  `<!doctype html><html lang="${language}" style="${S.htmlStyle}"><head><meta name="theme-color" content="${S.themeColour}"><title>sign-in ${language}</title>${S.head}</head>` +
  `<body><div id="root" data-brand="${S.brandName}" data-partner="${S.partnerTerms}"><a class="cl-logo" href="/${S.partnerQuery}">${S.logo}</a>` +
  `<p>terms${SIGN_IN_PARTNER_TERMS.start}, the terms of ${S.partnerTerms}${SIGN_IN_PARTNER_TERMS.end}</p><p>© ${S.year}</p></div></body></html>`;

let t: TestApp;
beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'cl-sign-in-'));
  writeFileSync(path.join(root, 'index.html'), INDEX);
  const pages = { companyName: 'CrediLink', pages: { en: page('en'), hi: page('hi') } };
  writeFileSync(path.join(root, SIGN_IN_PAGES_FILE), JSON.stringify(pages));
  t = await createTestApp({ WEB_DIST_DIR: root });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, { host = 'localhost', cookie }: { host?: string; cookie?: string } = {}) =>
  t.app.inject({ url, headers: cookie ? { host, cookie } : { host } });

describe('the prerendered sign-in page (issue 16)', () => {
  it('serves a visitor on our sign-in addresses the page, in our brand and the default language', async () => {
    for (const url of ['/', '/login', '/personal-loan', '/?utm_source=sms']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>sign-in en</title>');
      expect(res.headers.vary).toBe('host, cookie, accept-encoding');
      expect(res.body).toContain('<meta name="cl-site" content="visitor">');
    }
    const body = (await get('/')).body;
    expect(body).toContain('<img src="/api/brand-logo/cl.svg" alt="" class="cl-logo__img">');
    expect(body).toContain('data-brand="CrediLink"');
    expect(body).toContain(`--cl-primary: ${brandTokens()[1]?.[1] ?? ''}`);
    expect(body).toContain(`© ${String(new Date().getFullYear())}`);
    expect(body).not.toContain('%CL_');
    expect(body).not.toContain('the terms of'); // our own brand has no partner terms
  });

  it('renders it in the language of the cl_language cookie', async () => {
    const hindi = await get('/', { cookie: `${LANGUAGE_COOKIE}=hi` });
    expect(hindi.body).toContain('<html lang="hi"');
    const unknown = await get('/', { cookie: `${LANGUAGE_COOKIE}=fr` });
    expect(unknown.body).toContain('<title>sign-in en</title>');
  });

  it('gives a browser with a customer session, and every other address, the app', async () => {
    const returning = await get('/', {
      cookie: `${SESSION_COOKIES.customer}=some-token; ${LANGUAGE_COOKIE}=hi`,
    });
    // The app's page, in our brand (plugins/brand-style.ts), not the sign-in page.
    expect(returning.body).toMatch(
      /^<!doctype html><html style="--cl-font: [^"]+"><head><title>CrediLink<\/title>/,
    );
    expect(returning.body.replace(/ style="[^"]+"/, '')).toBe(INDEX);
    expect((await get('/products')).body).toContain('<div id="root"></div>');
    expect((await get('/terms-of-use')).body).toContain('<div id="root"></div>');
    const unknown = await get('/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root"></div>');
    expect((await get('/personal-loan/extra')).statusCode).toBe(404);
  });

  it("serves a partner's own host at /login in the partner's brand, with the partner's terms", async () => {
    const res = await get('/login', { host: 'vakrangee.localhost' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>sign-in en</title>');
    expect(res.body).toContain('<img src="/api/brand-logo/vakrangee.svg"');
    expect(res.body).toContain('the terms of vakrangee');
    expect(res.body).toContain('data-partner="vakrangee"');
    expect(res.body).toContain('content="partner=vakrangee;visitor"');
    // '/' on a white-label site is the products page: the app
    expect((await get('/', { host: 'vakrangee.localhost' })).body).toContain('<div id="root"></div>');
  });

  it("brands our site's page for ?partner= and keeps the parameter on its links", async () => {
    const res = await get('/?partner=vakrangee');
    expect(res.body).toContain('<img src="/api/brand-logo/vakrangee.svg"');
    expect(res.body).toContain('href="/?partner=vakrangee"');
    expect((await get('/?partner=<x>')).body).toContain('href="/"');
  });

  it('escapes everything the partner record holds', async () => {
    const hostile = '"><script>alert(1)</script>';
    await t.database.db
      .update(partners)
      .set({
        title: `Evil ${hostile}`,
        logo: `javascript:alert(1)${hostile}`,
        coBrandLogo: `x" onerror="alert(2)`,
        fontSource: `/font.css"><script>alert(3)</script>`,
        fontFamily: `Evil"; background: url(x)`,
        primaryColor: `"><b>`,
        tancApply: true,
      })
      .where(eq(partners.key, 'vakrangeegold'));
    partnerBrandingCache.changed(); // written past the repository, which would say so itself
    const res = await get('/?partner=vakrangeegold');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('onerror="');
    expect(res.body).not.toContain('"><b>'); // not a colour: the default brand's is used
    expect(res.body).toContain('&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(res.body).toContain('data-brand="Evil &#34;&#62;&#60;script&#62;');
  });
});

describe('sign-in addresses (spec 2)', () => {
  const ours = { partnerKey: null, solar: false };
  const partner = { partnerKey: 'vakrangee', solar: false };
  const solar = { partnerKey: null, solar: true };
  it('are /, /login and the landing segments on our site, /login on a white-label one', () => {
    expect(['/', '/login', '/personal-loan', '/login/'].map((p) => isSignInPath(p, ours))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/products', '/nope', '/user/offers'].some((p) => isSignInPath(p, ours))).toBe(false);
    expect(['/', '/personal-loan'].some((p) => isSignInPath(p, partner) || isSignInPath(p, solar))).toBe(
      false,
    );
    expect(isSignInPath('/login', partner) && isSignInPath('/login', solar)).toBe(true);
  });
});

/** A partner with no logo, its own colours and no partner terms. */
const acme: PartnerBranding = {
  name: 'acme',
  logo: '',
  fontSource: null,
  fontFamily: 'Roboto',
  primaryColor: '#ff6600',
  secondaryColor: '#112233',
  title: 'Acme',
  tancApply: false,
  coBrandLogo: null,
};

describe('fillSignInPage', () => {
  const branding: PartnerBranding = { ...acme, title: '<b>Acme</b> & Co' };
  it("shows the brand's name, escaped, where it has no logo", () => {
    const html = fillSignInPage(page('en'), {
      branding,
      partnerName: 'acme',
      companyName: 'CrediLink',
      partnerQuery: null,
      year: 2026,
    });
    expect(html).toContain('<span class="cl-logo__name">&#60;b&#62;Acme&#60;/b&#62; &#38; Co</span>');
    expect(html).toContain('content="#112233"');
    expect(html).not.toContain('the terms of');
  });
});

/** `count` (at most 1,024) spellings of one partner's name ('acmeacmeac' in upper and lower case letters), each its own link. */
function spellingsOfAcme(count: number): string[] {
  const spellings = Array.from({ length: count }, (_, i) =>
    ['a', 'c', 'm', 'e', 'a', 'c', 'm', 'e', 'a', 'c']
      .map((c, bit) => ((i >> bit) & 1 ? c.toUpperCase() : c))
      .join(''),
  );
  expect(new Set(spellings).size).toBe(count);
  return spellings;
}

describe('createSignInRenderer', () => {
  const branding = acme;
  const pages = { companyName: 'CrediLink', pages: { en: page('en'), hi: page('hi') } };
  const ours = { partnerKey: null };

  it('fills each page once per brand, and shows an edited brand at once; a failed read is not kept', async () => {
    let current: PartnerBranding = branding;
    let failing = true;
    const render = createSignInRenderer(pages, () =>
      failing ? Promise.reject(new Error('database down')) : Promise.resolve(current),
    );
    await expect(render(ours, '?partner=acme', undefined)).rejects.toThrow('database down');
    failing = false;
    const first = await render(ours, '?partner=acme', undefined);
    expect(first).toContain('data-brand="Acme"');
    expect(await render(ours, '?partner=acme', undefined)).toBe(first);
    expect(await render(ours, '?partner=acme', 'hi')).toContain('<html lang="hi"');
    current = { ...branding, title: 'Acme Loans' }; // the brand cache's answer after an edit
    expect(await render(ours, '?partner=acme', undefined)).toContain('data-brand="Acme Loans"');
  });

  it('fills a page once, and keeps at most MAX_KEPT_PAGES in all, across brands: past them it starts again', async () => {
    let fills = 0;
    const counting: typeof fillSignInPage = (page, values) => {
      fills += 1;
      return fillSignInPage(page, values);
    };
    // As the brand cache answers a made-up name: the default brand, a new answer for each name.
    const answers = new Map<string, PartnerBranding>();
    const brandingOf = (name: string) => {
      const answer = answers.get(name) ?? { ...branding };
      answers.set(name, answer);
      return Promise.resolve(answer);
    };
    const render = createSignInRenderer(pages, brandingOf, Date.now, counting);
    const links = Array.from({ length: MAX_KEPT_PAGES + 1 }, (_, i) => `?partner=p${String(i)}`);
    for (const link of links.slice(0, MAX_KEPT_PAGES)) await render(ours, link, undefined);
    expect(fills).toBe(MAX_KEPT_PAGES);
    await render(ours, links[0] ?? '', undefined); // kept
    expect(fills).toBe(MAX_KEPT_PAGES);
    await render(ours, links[MAX_KEPT_PAGES] ?? '', undefined); // one more: the kept ones go
    expect(fills).toBe(MAX_KEPT_PAGES + 1);
    await render(ours, links[0] ?? '', undefined);
    expect(fills).toBe(MAX_KEPT_PAGES + 2);
  });

  it('answers each spelling of a ?partner= link with that link, past the pages kept', async () => {
    const render = createSignInRenderer(pages, () => Promise.resolve(branding));
    const spellings = spellingsOfAcme(MAX_KEPT_PAGES + 1);
    for (const name of spellings) {
      expect(await render(ours, `?partner=${name}`, undefined)).toContain(`?partner=${name}`);
    }
  });
});
