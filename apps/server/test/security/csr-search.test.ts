import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { signInAdmin } from '../support/admin.ts';
import { customerWithApplications } from '../support/applications.ts';
import { auditLog, personalDataAccess } from '../../src/db/schema/index.ts';

// Issue 12 finding 7: CSR search names one person exactly, travels in the body and is logged.
let t: TestApp;
let csr: Awaited<ReturnType<typeof signInAdmin>>;
let customer: Awaited<ReturnType<typeof customerWithApplications>>;
const search = (q: unknown) => csr.post('/api/admin/csr/search', { q });

beforeAll(async () => {
  t = await createTestApp();
  csr = await signInAdmin(t, 3);
  customer = await customerWithApplications(t, '9811112222', 'Wild.Card@Example.in', 1);
  await customerWithApplications(t, '9811113333', 'other_one@example.in', 0);
});
afterAll(async () => {
  await t.close();
});

describe('CSR search', () => {
  it.each(['%@%', '%', '_', '%@%.%', '98111%', '__________', '9811'])(
    'refuses the fragment %j with 400 and lists nobody',
    async (q) => {
      const res = await search(q);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/full 10-digit mobile/);
      expect(res.body).not.toContain('9811');
    },
  );

  it('answers in Hindi when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/csr/search',
      payload: { q: '%@%' },
      headers: { ...csr.headers, 'accept-language': 'hi' },
    });
    expect(res.json().message).toMatch(/मोबाइल/);
  });

  it('finds by the full mobile, email (any case) or application reference, and nothing else', async () => {
    for (const q of ['9811112222', '+91 98111 12222', 'wild.card@example.in', customer.ids[0]]) {
      const res = await search(q);
      expect(res.statusCode, String(q)).toBe(200);
      expect(res.json().data).toEqual([
        expect.objectContaining({ userId: customer.userId, mobile: '******2222' }),
      ]);
    }
    expect((await search('9811112229')).json().data).toEqual([]);
    // A valid address whose separators are LIKE wildcards matches only itself.
    expect((await search('other%one@example.in')).json().data).toEqual([]);
    expect((await search('_@_.in')).json().data).toEqual([]);
  });

  it('no longer answers the GET with the number in the URL', async () => {
    const res = await csr.get('/api/admin/csr/search?q=9811112222');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('2222');
  });

  it('writes the searcher and the kind of identifier (not its value) to the logs', async () => {
    await search('9811112222');
    const access = await t.database.db
      .select()
      .from(personalDataAccess)
      .where(
        and(
          eq(personalDataAccess.userId, customer.userId),
          eq(personalDataAccess.purpose, 'csr_search_mobile'),
        ),
      );
    expect(access[0]).toEqual(expect.objectContaining({ adminId: csr.adminId }));
    const searches = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'csr.search'));
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.every((row) => row.actorId === csr.adminId && row.actorType === 'admin')).toBe(true);
    expect(JSON.stringify(searches)).not.toContain('9811112222');
    expect(JSON.stringify(searches)).toContain('"kind":"mobile"');
    expect(t.logs()).not.toContain('9811112222');
  });
});
