import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InjectOptions } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { BOOT_ANSWERS_ID, LANGUAGE_COOKIE, SESSION_COOKIES, type BootAnswers } from '@cl/contracts';
import { offerImpressions } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { personalLoanCustomer } from '../../test/support/personal-loan-customer.ts';
import { signIn } from '../../test/support/customer.ts';
import { answersElement } from './boot-answers.ts';

// Issue 16: a signed-in customer's boot page carries the answers to the reads it starts with, the
// same answers the routes give the browser, and nothing for anyone else.

const INDEX =
  '<!doctype html><html><head><title>CrediLink</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'cl-boot-answers-'));
  writeFileSync(path.join(root, 'index.html'), INDEX);
  t = await createTestApp({ WEB_DIST_DIR: root });
});
afterAll(async () => {
  await t.close();
});

const ELEMENT = new RegExp(`<script type="application/json" id="${BOOT_ANSWERS_ID}">(.*?)</script>`);

/** The page at `url` for these cookies, and the answers it holds (null when none). */
async function page(url: string, cookie: string, host = 'localhost') {
  const res = await t.app.inject({ url, headers: { host, cookie } });
  const found = ELEMENT.exec(res.body)?.[1];
  return { res, answers: found === undefined ? null : (JSON.parse(found) as BootAnswers) };
}

let phone = 9_300_001_000;
const nextPhone = () => String((phone += 1));

describe("a signed-in customer's page with its answers", () => {
  it('holds the brand, the session, the user record, the offers and the applications, as the routes answer them', async () => {
    const c = await personalLoanCustomer(t, nextPhone());
    const impressions = async () =>
      (
        await t.app.db
          .select({ n: count() })
          .from(offerImpressions)
          .where(eq(offerImpressions.userId, c.userId))
      )[0]?.n ?? 0;
    const before = await impressions();
    const { res, answers } = await page('/user/offers', c.cookie);

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(answers?.language).toBe('en');
    const paths = Object.keys(answers?.answers ?? {}).sort();
    expect(paths).toEqual(
      [
        '/api/applications',
        '/api/auth/session',
        '/api/get-partner-by-name/cl',
        '/api/offers?product=personal',
        `/api/user/${String(c.userId)}`,
      ].sort(),
    );
    for (const read of ['/api/auth/session', `/api/user/${String(c.userId)}`, '/api/applications'])
      expect(answers?.answers[read], read).toEqual((await c.get(read)).json());
    const offers = answers?.answers['/api/offers?product=personal'] as {
      data: { offers: { slug: string }[] };
    };
    expect(offers.data.offers.map((o) => o.slug)).toEqual((await c.offers()).offers.map((o) => o.slug));
    // The offers shown in the page were stored as a view, as when the browser asks (RBI).
    expect(await impressions()).toBeGreaterThan(before);
  });

  it("answers a form's option lists in the cookie's language, and the chosen product's offers", async () => {
    const c = await personalLoanCustomer(t, nextPhone());
    const hindi = await page('/user/user-detail/', `${c.cookie}; ${LANGUAGE_COOKIE}=hi`);
    expect(hindi.answers?.language).toBe('hi');
    expect(Object.keys(hindi.answers?.answers ?? {})).toContain('/api/search-list/hi');
    expect(hindi.answers?.answers['/api/search-list/hi']).toEqual(
      (await c.get('/api/search-list/hi')).json(),
    );

    // A car loan's offers for a car-loan customer: asked, and in the page when the route allows them.
    const car = await page('/user/offers', `${c.cookie}; productType=Car%20Loans`);
    const carPaths = Object.keys(car.answers?.answers ?? {});
    expect(carPaths).not.toContain('/api/offers?product=personal');
    const direct = await c.get('/api/offers?product=car');
    expect(carPaths.includes('/api/offers?product=car')).toBe(direct.statusCode === 200);
  });

  it('names the brand of the partner parameter', async () => {
    const c = await personalLoanCustomer(t, nextPhone());
    const { answers } = await page('/products?partner=fastpay', c.cookie);
    expect(Object.keys(answers?.answers ?? {}).sort()).toEqual(
      ['/api/auth/session', '/api/get-partner-by-name/fastpay', `/api/user/${String(c.userId)}`].sort(),
    );
    expect(answers?.answers['/api/get-partner-by-name/fastpay']).toEqual(
      (await c.get('/api/get-partner-by-name/fastpay')).json(),
    );
  });

  it("on a partner's own host, answers its home (its products, spec 2) in its brand, and not '/products'", async () => {
    const c = await personalLoanCustomer(t, nextPhone());
    const host = 'vakrangee.localhost'; // a seeded partner host
    const expected = [
      '/api/auth/session',
      '/api/get-partner-by-name/vakrangee',
      `/api/user/${String(c.userId)}`,
    ];
    for (const url of ['/', '/personal-loan']) {
      const { res, answers } = await page(url, c.cookie, host);
      expect(res.statusCode, url).toBe(200);
      expect(Object.keys(answers?.answers ?? {}).sort(), url).toEqual(expected.sort());
    }
    // There '/products' only sends the browser to '/'; on our site '/' is the sign-in page.
    expect((await page('/products', c.cookie, host)).answers).toBeNull();
    expect((await page('/', c.cookie)).answers).toBeNull();
  });
});

describe('no answers', () => {
  it('for a visitor, an ended or forged session, or a page that is not a boot page', async () => {
    const c = await signIn(t, nextPhone());
    const cases: [string, string][] = [
      ['/user/offers', ''],
      ['/user/offers', `${SESSION_COOKIES.customer}=forged-token`],
      ['/user/applications', c.cookie],
      ['/terms-of-use', c.cookie],
      ['/user/offers/x', c.cookie],
      ['/__proto__', c.cookie],
      ['/USER/OFFERS', c.cookie],
    ];
    for (const [url, cookie] of cases) {
      const { res, answers } = await page(url, cookie);
      expect(answers, url).toBeNull();
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("never another customer's: the answers follow the session cookie, whatever the page asks", async () => {
    const a = await personalLoanCustomer(t, nextPhone());
    const b = await personalLoanCustomer(t, nextPhone());
    const { answers } = await page(`/user/offers?userId=${String(a.userId)}`, b.cookie);
    const paths = Object.keys(answers?.answers ?? {});
    expect(paths).toContain(`/api/user/${String(b.userId)}`);
    expect(paths).not.toContain(`/api/user/${String(a.userId)}`);
  });
});

/** The path an inject call asks for (the reads are asked with a string url). */
const urlOf = (options: InjectOptions) => (typeof options.url === 'string' ? options.url : '');

describe('a read that fails', () => {
  it('leaves out a route that errs, and serves the page without answers when a read cannot be made', async () => {
    const c = await personalLoanCustomer(t, nextPhone());
    const inject = t.app.inject.bind(t.app);
    const spy = vi.spyOn(t.app, 'inject');
    try {
      // The offers answer a 500: the page keeps the other answers, the browser asks for the offers.
      spy.mockImplementation(((options: InjectOptions) =>
        urlOf(options).startsWith('/api/offers')
          ? inject({ ...options, url: '/api/no-such-route' })
          : inject(options)) as typeof t.app.inject);
      const erred = await page('/user/offers', c.cookie);
      expect(erred.res.statusCode).toBe(200);
      const paths = Object.keys(erred.answers?.answers ?? {});
      expect(paths).toContain('/api/auth/session');
      expect(paths).not.toContain('/api/offers?product=personal');

      // A read that cannot be made at all: the page, whole, without answers.
      spy.mockImplementation(((options: InjectOptions) =>
        urlOf(options).startsWith('/api/applications')
          ? Promise.reject(new Error('database gone'))
          : inject(options)) as typeof t.app.inject);
      const failed = await page('/user/offers', c.cookie);
      expect(failed.res.statusCode).toBe(200);
      expect(failed.res.body).toContain('<div id="root">');
      expect(failed.answers).toBeNull();
      expect(failed.res.headers['cache-control']).toBe('no-cache');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the cookies the reads set', () => {
  it('go with the page: a session whose CSRF cookie is not its own gets the right one', async () => {
    const c = await signIn(t, nextPhone());
    const stale = c.cookie.replace(/cl_csrf=[^;]+/, 'cl_csrf=stale');
    const { res } = await page('/products', stale);
    const csrf = res.cookies.find((cookie) => cookie.name === 'cl_csrf');
    expect(csrf?.value).toBe(c.csrf);
    expect(res.cookies.filter((cookie) => cookie.name === 'cl_csrf')).toHaveLength(1);
  });
});

describe('the page on the wire', () => {
  it('goes compressed to a browser that accepts it, and says so to caches', async () => {
    const c = await personalLoanCustomer(t, nextPhone());
    const res = await t.app.inject({
      url: '/user/offers',
      headers: { host: 'localhost', cookie: c.cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toContain('accept-encoding');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(ELEMENT.exec(html)?.[1]).toContain('/api/offers?product=personal');
  });
});

describe('answersElement', () => {
  it('keeps any text of an answer inside the element: no tag or comment can end it', () => {
    const hostile = JSON.stringify({ name: '</script><script>alert(1)</script><!--' });
    const element = answersElement('en', [['/api/x', hostile]]);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element).not.toContain('<!--');
    const json = ELEMENT.exec(element)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ language: 'en', answers: { '/api/x': JSON.parse(hostile) } });
  });
});
