import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.ts';
import { cookieValue, lastCode, nextIp } from '../support/customer.ts';
import { accessOf, opKey } from './support/access.ts';
import { createContext } from './support/context.ts';
import { answerProblem, fillPath, listOperations } from './support/openapi.ts';

// Issue 8: OTP brute force, session fixation, CSRF on every cookie-authenticated write, and the
// security headers on API answers.

const t = await createTestApp({
  LENDER_SANDBOX: 'false',
  ONDC_SIMULATOR: 'false',
  OTP_VERIFIES_PER_IP_PER_HOUR: '12',
});
const ctx = await createContext(t);
const operations = (await listOperations(t)).filter((op) => !op.path.startsWith('/api/docs'));
afterAll(async () => {
  await t.close();
});

const send = (value: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/send',
    payload: { channel: 'mobile', value },
    remoteAddress: ip,
  });
const verify = (value: string, otp: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    payload: { channel: 'mobile', value, otp },
    remoteAddress: ip,
    headers,
  });

describe('OTP brute force', () => {
  it('kills a code after 5 wrong guesses: an attacker walking the code space never gets in', async () => {
    const ip = nextIp();
    await send('9400000001', ip);
    const code = lastCode(t, '9400000001');
    const statuses: number[] = [];
    // Guess in order from 000000, skipping the real code so the five tries are all wrong.
    for (let guess = 0; statuses.length < 8; guess++) {
      const otp = String(guess).padStart(6, '0');
      if (otp === code) continue;
      statuses.push((await verify('9400000001', otp, ip)).statusCode);
    }
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
    const right = await verify('9400000001', code, ip);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many wrong attempts. Please ask for a new code');
  });

  it('limits verifications per client IP across numbers', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++)
      statuses.push((await verify(`94000001${String(i).padStart(2, '0')}`, '123456', ip)).statusCode);
    expect(statuses.slice(0, 12).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(12)).toEqual([429, 429]);
    const limited = await verify('9400000199', '123456', ip);
    expect(answerProblem(limited)).toBeNull();
    expect(limited.json().message).toMatch(/./);
    // Another address is not affected.
    expect((await verify('9400000199', '123456', nextIp())).statusCode).toBe(400);
  });
});

describe('session fixation', () => {
  it('issues a new token at sign-in and never adopts a planted cookie', async () => {
    const attacker = ctx.callers.get('other customer');
    const planted = /cl_session=([^;]+)/.exec(attacker.headers.cookie ?? '')?.[1] ?? '';
    expect(planted).not.toBe('');
    const cookies = [`cl_session=${planted}`, `cl_session=${'f'.repeat(43)}`];
    for (const [index, cookie] of cookies.entries()) {
      const ip = nextIp();
      // One number per try: a second code to the same number would wait for the resend cooldown.
      const phone = `94100000${String(11 + index)}`;
      await send(phone, ip);
      const res = await verify(phone, lastCode(t, phone), ip, { cookie });
      expect(res.statusCode).toBe(200);
      const issued = cookieValue(res, 'cl_session');
      expect(issued).not.toBe(planted);
      expect(issued).not.toBe('f'.repeat(43));
      expect(res.json().token).toBe(issued);
      // The planted session still belongs to the attacker: it was not upgraded to the victim.
      const asPlanted = await t.app.inject({ url: '/api/auth/session', headers: { cookie } });
      expect(asPlanted.body).not.toContain(phone);
    }
  });
});

describe('CSRF on cookie-authenticated writes', () => {
  it('refuses every write of every area without the header, with a forged one, or without the cookie', async () => {
    const misses: string[] = [];
    const writes = operations.filter((op) => op.method !== 'GET');
    for (const op of writes) {
      const access = accessOf(t.app, op);
      if (!access || access.kind === 'public' || access.kind === 'api-key' || access.kind === 'signed')
        continue;
      const caller = ctx.callers.get(
        access.kind === 'customer' ? 'customer' : access.kind === 'partner' ? 'partner' : 'admin role 1',
      );
      const cookie = caller.headers.cookie ?? '';
      const withoutCsrfCookie = cookie.replace(/;?\s*cl_csrf=[^;]*/, '');
      const url = fillPath(op.path, ctx.values);
      for (const [label, headers] of [
        ['no header', { cookie }],
        ['forged header', { cookie, 'x-csrf-token': 'forged-by-another-site' }],
        [
          'header without the cookie',
          { cookie: withoutCsrfCookie, 'x-csrf-token': caller.headers['x-csrf-token'] ?? '' },
        ],
      ] as const) {
        const res = await t.app.inject({ method: op.method, url, headers, payload: {} });
        if (res.statusCode !== 403 || res.json().code !== 'CSRF')
          misses.push(`${opKey(op)} ${label}: ${res.statusCode}`);
      }
    }
    expect(writes.length).toBeGreaterThan(30);
    expect(misses).toEqual([]);
  });
});

describe('CSRF token bound to the session, Origin checked (issue 12 finding 10)', () => {
  const update = (uid: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/set-language', payload: { uid, language: 1 }, headers });
  const signInFresh = async (phone: string) => {
    const ip = nextIp();
    await send(phone, ip);
    const res = await verify(phone, lastCode(t, phone), ip);
    const cookie = res.cookies
      .filter((c) => c.value !== '')
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const uid: number = res.json().data.userId;
    return { uid, cookie, csrf: cookieValue(res, 'cl_csrf'), session: cookieValue(res, 'cl_session') };
  };

  it('refuses a token of session A (cookie and header) used with session B', async () => {
    const a = await signInFresh('9430000001');
    const b = await signInFresh('9430000002');
    expect((await update(b.uid, { cookie: b.cookie, 'x-csrf-token': b.csrf })).statusCode).toBe(200);
    // Session B's cookie with A's token planted in both the cl_csrf cookie and the header.
    const planted = await update(b.uid, {
      cookie: `cl_session=${b.session}; cl_csrf=${a.csrf}`,
      'x-csrf-token': a.csrf,
    });
    expect(planted.statusCode).toBe(403);
    expect(planted.json().code).toBe('CSRF');
    // A random value the attacker planted as cookie and header is no better.
    const random = 'a'.repeat(64);
    const forged = await update(b.uid, {
      cookie: `cl_session=${b.session}; cl_csrf=${random}`,
      'x-csrf-token': random,
    });
    expect(forged.statusCode).toBe(403);
  });

  it("gives a browser whose CSRF cookie is not its session's the right one on its next read", async () => {
    const a = await signInFresh('9430000004');
    const stale = `cl_session=${a.session}; cl_csrf=${'b'.repeat(64)}`;
    expect((await update(a.uid, { cookie: stale, 'x-csrf-token': 'b'.repeat(64) })).statusCode).toBe(403);
    const read = await t.app.inject({ url: `/api/user/${String(a.uid)}`, headers: { cookie: stale } });
    expect(read.statusCode).toBe(200);
    expect(cookieValue(read, 'cl_csrf')).toBe(a.csrf);
  });

  it('refuses a write whose Origin or Referer names another site, and accepts its own', async () => {
    const a = await signInFresh('9430000003');
    const headers = { cookie: a.cookie, 'x-csrf-token': a.csrf, host: 'credilink.example' };
    const foreignHeaders: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://credilink.example.evil.example' },
      { referer: 'https://evil.example/page' },
    ];
    for (const foreign of foreignHeaders) {
      const res = await update(a.uid, { ...headers, ...foreign });
      expect(res.statusCode, JSON.stringify(foreign)).toBe(403);
      expect(res.json().code).toBe('CSRF');
    }
    const ownHeaders: Record<string, string>[] = [
      { origin: 'https://credilink.example' },
      { origin: 'https://credilink.example:443' },
      { referer: 'https://credilink.example/profile' },
      {},
    ];
    for (const own of ownHeaders) {
      const res = await update(a.uid, { ...headers, ...own });
      expect(res.statusCode, JSON.stringify(own)).toBe(200);
    }
    // A bearer-token client is not a browser: no cookie, so neither check applies.
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/set-language',
      payload: { uid: a.uid, language: 1 },
      headers: { authorization: `Bearer ${a.session}`, origin: 'https://evil.example' },
    });
    expect(bearer.statusCode).toBe(200);
  });
});

describe('security headers on API answers', () => {
  it('sends CSP, nosniff, frame and referrer rules, HSTS and no x-powered-by on every GET route', async () => {
    const missing: string[] = [];
    for (const op of operations.filter((o) => o.method === 'GET')) {
      const res = await t.app.inject({
        url: fillPath(op.path, ctx.values),
        headers: ctx.callers.get('admin role 1').headers,
      });
      const h = res.headers;
      const csp = h['content-security-policy'] ?? '';
      const checks: [string, boolean][] = [
        ['csp default-src', /default-src '(self|none)'/.test(csp)],
        ['csp no unsafe-eval', !csp.includes('unsafe-eval')],
        ['nosniff', h['x-content-type-options'] === 'nosniff'],
        ['referrer-policy', typeof h['referrer-policy'] === 'string'],
        ['hsts', (h['strict-transport-security'] ?? '').includes('max-age=')],
        ['no x-powered-by', h['x-powered-by'] === undefined],
      ];
      // Images (uploaded files, brand logos) carry their own stricter CSP (default-src 'none').
      if (!/^\/api\/(files|brand-logo)\//.test(op.path))
        checks.push(['frame-ancestors none', csp.includes("frame-ancestors 'none'")]);
      for (const [name, ok] of checks) if (!ok) missing.push(`${op.path}: ${name}`);
    }
    expect(missing).toEqual([]);
  });

  it('sends the same headers on errors (404, 400, 401)', async () => {
    for (const url of ['/api/nope', '/api/search-list/fr', '/api/partner/session']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('sets session cookies HttpOnly, Secure and SameSite', async () => {
    const ip = nextIp();
    await send('9420000001', ip);
    const res = await verify('9420000001', lastCode(t, '9420000001'), ip);
    const session = res.cookies.find((c) => c.name === 'cl_session');
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(res.cookies.find((c) => c.name === 'cl_csrf')?.httpOnly).toBeFalsy();
  });
});
