import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canOpenAdminPage, type AdminRole } from '@cl/contracts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { signInAdmin } from '../../../test/support/admin.ts';
import { signIn } from '../../../test/support/customer.ts';

// spec 6 on the server: every admin API route, for roles 1, 2, 3, a customer and nobody, answers
// exactly what the role table says (allowed -> not 401/403; refused -> 403; no admin -> 401).

let t: TestApp;
const callers: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const role of [1, 2, 3] as const) callers[`role ${role}`] = (await signInAdmin(t, role)).headers;
  const customer = await signIn(t, '9500000001');
  callers.customer = {
    cookie: customer.cookie,
    'x-csrf-token': customer.csrf,
    authorization: `Bearer ${customer.token}`,
  };
  callers.nobody = {};
});
afterAll(async () => {
  await t.close();
});

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

describe('admin role matrix (spec 6)', () => {
  it('covers the admin routes', () => {
    expect(t.app.adminRoutes.length).toBeGreaterThanOrEqual(20);
    expect(t.app.adminRoutes.map((r) => r.url)).toContain('/api/update-lender-data');
  });

  it('answers every admin route for every caller as the table says', async () => {
    const mismatches: string[] = [];
    for (const route of t.app.adminRoutes) {
      for (const [caller, headers] of Object.entries(callers)) {
        const res = await t.app.inject({
          method: route.method as 'GET' | 'POST',
          url: concrete(route.url),
          headers,
          payload: route.method === 'GET' ? undefined : {},
        });
        const role = /^role (\d)$/.exec(caller)?.[1];
        let expected: 'allowed' | 401 | 403;
        if (!role) expected = 401;
        else
          expected =
            route.page === null || canOpenAdminPage(Number(role) as AdminRole, route.page) ? 'allowed' : 403;
        const ok =
          expected === 'allowed'
            ? res.statusCode !== 401 && res.statusCode !== 403
            : res.statusCode === expected;
        if (!ok)
          mismatches.push(
            `${route.method} ${route.url} as ${caller}: ${res.statusCode}, expected ${expected}`,
          );
        expect(res.statusCode).toBeLessThan(500);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('lets only role 1 upload images (issue 12 finding 10: only role-1 pages use it)', async () => {
    const upload = t.app.adminRoutes.find((r) => r.url === '/api/s3-upload-file');
    expect(upload?.page).toBe('image-upload');
    for (const role of [2, 3] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/s3-upload-file',
        headers: callers[`role ${role}`],
        payload: {},
      });
      expect(res.statusCode, `role ${role}`).toBe(403);
    }
  });

  it('refuses a customer session on every admin route even with a valid bearer token', async () => {
    for (const route of t.app.adminRoutes) {
      const res = await t.app.inject({
        method: route.method as 'GET' | 'POST',
        url: concrete(route.url),
        headers: { authorization: callers.customer?.authorization ?? '' },
      });
      expect(res.statusCode, route.url).toBe(401);
    }
  });
});
