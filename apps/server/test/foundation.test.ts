import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { helpRequests, pageViews } from '../src/db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('system routes', () => {
  it('answers health and ready', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers unknown API paths with the JSON error envelope', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ success: false, message: 'Not found' });
  });

  it('sends a request id and security headers', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abcdef123456' } });
    expect(res.headers['x-request-id']).toBe('abcdef123456');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Headers that only mean something for a rendered document stay off API answers (issue 16).
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
  });

  it('sends the page headers where a browser renders a document: the API docs and every other path', async () => {
    for (const url of ['/api/docs/', '/api/docs/json', '/', '/user/offers', '/ondc/settlement-terms']) {
      const res = await t.app.inject({ url });
      const csp = res.headers['content-security-policy'] ?? '';
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(csp, url).toContain("script-src 'self'");
      // Swagger UI replaces our CSP on its own pages with one that lets only its own origin frame it.
      expect(csp, url).toContain(
        url.startsWith('/api/docs') ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
      );
    }
  });

  it('publishes an OpenAPI document listing every API route', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc: { paths: Record<string, unknown> } = res.json();
    const documented = Object.keys(doc.paths);
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => /(\/api\/\S+)/.exec(line)?.[1])
      .filter((p): p is string => p !== undefined && !p.startsWith('/api/docs'));
    for (const route of routes) {
      const openapi = route.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\/$/, '');
      expect(documented, route).toContain(openapi);
    }
    expect(documented).toContain('/api/get-partner-by-name/{partnerName}');
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect([200, 302]).toContain(res.statusCode);
  });
});

describe('reference data (spec 7)', () => {
  it('lists languages with English as the default for India', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getLanguages',
      payload: { countryCode: 'IN' },
    });
    expect(res.statusCode).toBe(200);
    const data: { code: string; isDefault: boolean; phone_code: string; country_name: string }[] =
      res.json().data;
    expect(data.map((l) => l.code)).toEqual(['en', 'hi']);
    expect(data[0]).toMatchObject({ isDefault: true, phone_code: '91', country_name: 'India' });
  });

  it('answers getLanguages with no body too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/getLanguages' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(2);
  });

  it('serves the option lists, one list by id, and Hindi labels', async () => {
    const all = await t.app.inject({ url: '/api/search-list/en' });
    expect(all.statusCode).toBe(200);
    const lists: { id: number; key: string; items: { id: number; value: string }[] }[] = all.json().data;
    const keys = lists.map((l) => l.key);
    expect(keys).toEqual(expect.arrayContaining(['employmentStatus', 'ticketClass', 'creditScoreClass']));
    const employment = lists.find((l) => l.key === 'employmentStatus');
    expect(employment?.items.length).toBeGreaterThan(2);

    const one = await t.app.inject({ url: `/api/search-list/en/${String(employment?.id)}` });
    expect(one.json().data.key).toBe('employmentStatus');

    const hi = await t.app.inject({ url: `/api/search-list/hi/${String(employment?.id)}` });
    expect(hi.json().data.items[0].value).toMatch(/[\u0900-\u097F]/);
  });

  it('refuses a bad list id with a 4xx and a message', async () => {
    const res = await t.app.inject({ url: '/api/search-list/en/abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    expect(res.json().message).toBeTruthy();
    expect((await t.app.inject({ url: '/api/search-list/en/99999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/search-list/fr' })).statusCode).toBe(400);
  });
});

describe('partner branding (spec 3, 7)', () => {
  it('answers the default brand for cl and for an unknown name', async () => {
    for (const name of ['cl', 'no-such-partner']) {
      const res = await t.app.inject({ url: `/api/get-partner-by-name/${name}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        name: 'cl',
        primaryColor: '#4EC9DB',
        secondaryColor: '#070050',
      });
    }
  });

  it('answers a seeded partner with its own logo that is served as SVG', async () => {
    const res = await t.app.inject({ url: '/api/get-partner-by-name/vakrangee' });
    const brand: { name: string; logo: string; tancApply: boolean } = res.json().data;
    expect(brand.name).toBe('vakrangee');
    expect(brand.tancApply).toBe(true);
    const logo = await t.app.inject({ url: brand.logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(logo.body.startsWith('<svg')).toBe(true);
  });

  it('refuses hostile partner names', async () => {
    const res = await t.app.inject({ url: `/api/get-partner-by-name/${encodeURIComponent("x' or 1=1--")}` });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/brand-logo/..%2Fetc.svg' })).statusCode).toBe(400);
  });
});

describe('help request (spec 2, 7, 8)', () => {
  const valid = {
    name: 'Asha Verma',
    email: 'asha@example.in',
    phone: '9876543210',
    description: 'Cannot see my offers',
  };

  it('stores a valid request', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/help-request', payload: valid });
    expect(res.statusCode).toBe(200);
    const reference: string = res.json().reference;
    expect(reference).toMatch(/^HLP-[0-9A-Z]{8}$/);
    const [row] = await t.database.db
      .select()
      .from(helpRequests)
      .where(eq(helpRequests.reference, reference));
    expect(row).toMatchObject({ name: 'Asha Verma', company: '', phone: '9876543210' });
  });

  it.each([
    [{ ...valid, email: 'nope' }, 'Email is invalid'],
    [{ ...valid, phone: '98765' }, 'Phone Number error'],
    [{ ...valid, phone: '98765abcde' }, 'Phone Number error'],
    [{ ...valid, name: 'Asha' }, 'Please enter a valid user name'],
    [{ ...valid, description: '' }, 'Please describe your request'],
  ])('refuses %o with the spec message and stores nothing', async (payload, message) => {
    const before = (await t.database.db.select().from(helpRequests)).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/help-request', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await t.database.db.select().from(helpRequests)).length).toBe(before);
  });

  it('answers validation messages in Hindi when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/help-request',
      payload: { ...valid, email: 'nope' },
      headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
    });
    expect(res.json().message).toBe('ईमेल अमान्य है');
  });

  it('refuses a body that is not JSON or too large with a 4xx', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/help-request',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/help-request',
      payload: { ...valid, description: 'x'.repeat(2_000_000) },
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('help request forwarding', () => {
  it('forwards form-encoded to the configured endpoint and records the status', async () => {
    const received: { body: string; type: string | undefined }[] = [];
    const server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ body, type: req.headers['content-type'] });
        res.statusCode = 202;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const forwarding = await createTestApp({
      HELP_FORWARD_URL: `http://127.0.0.1:${String(port)}/help`,
      HELP_ORG_ID: 'org-7',
    });
    try {
      const res = await forwarding.app.inject({
        method: 'POST',
        url: '/api/help-request',
        payload: {
          name: 'Ravi Kumar',
          email: 'ravi@example.in',
          phone: '9123456789',
          company: 'Acme 1',
          description: 'Help',
        },
      });
      expect(res.statusCode).toBe(200);
      await expect.poll(() => received.length).toBe(1);
      const form = new URLSearchParams(received[0]?.body);
      expect(received[0]?.type).toMatch(/application\/x-www-form-urlencoded/);
      expect(Object.fromEntries(form)).toEqual({
        orgid: 'org-7',
        name: 'Ravi Kumar',
        email: 'ravi@example.in',
        phone: '9123456789',
        company: 'Acme 1',
        description: 'Help',
      });
      const reference: string = res.json().reference;
      await expect
        .poll(
          async () =>
            (
              await forwarding.database.db
                .select()
                .from(helpRequests)
                .where(eq(helpRequests.reference, reference))
            )[0]?.forwardStatus,
        )
        .toBe(202);
    } finally {
      await forwarding.close();
      server.close();
    }
  });

  it('still answers success when the endpoint is down (failure ignored)', async () => {
    const down = await createTestApp({ HELP_FORWARD_URL: 'http://127.0.0.1:9/help' });
    try {
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/help-request',
        payload: { name: 'Ravi Kumar', email: 'ravi@example.in', phone: '9123456789', description: 'Help' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });
});

describe('analytics page views (spec 7)', () => {
  it('records a page view and refuses a bad one', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      payload: { path: '/products' },
    });
    expect(ok.statusCode).toBe(204);
    const rows = await t.database.db.select().from(pageViews).where(eq(pageViews.path, '/products'));
    expect(rows).toHaveLength(1);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      payload: { path: 42 },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('site context (issue 6: white-label by host)', () => {
  it('names the partner of a configured host and the solar host', async () => {
    const vak = await t.app.inject({
      url: '/api/site-context',
      headers: { host: 'vakrangee.localhost:3000' },
    });
    expect(vak.json().data).toEqual({ partnerKey: 'vakrangee', solar: false });
    const solar = await t.app.inject({ url: '/api/site-context', headers: { host: 'solar.localhost' } });
    expect(solar.json().data).toEqual({ partnerKey: null, solar: true });
    const plain = await t.app.inject({ url: '/api/site-context', headers: { host: 'localhost:3000' } });
    expect(plain.json().data).toEqual({ partnerKey: null, solar: false });
  });
});

describe('public write limits', () => {
  it('limits help requests per address', async () => {
    const payload = {
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: '9876543210',
      description: 'Help me',
    };
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/help-request',
            payload,
            remoteAddress: '10.77.0.1',
          })
        ).statusCode,
      );
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
