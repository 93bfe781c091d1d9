import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../support/test-app.ts';
import { consentLedger, partnerApiKeys, users } from '../../src/db/schema/index.ts';
import { accessOf, expectedFor, opKey } from './support/access.ts';
import { CALLER_NAMES, completeProfile, customerCaller } from './support/callers.ts';
import { createContext, userIdOf } from './support/context.ts';
import { TODAY_RANGE, fillPath, listOperations } from './support/openapi.ts';

// Issue 8 authorisation matrix: every route of the OpenAPI document, for nobody, a customer,
// another customer, a partner, another partner and admins of roles 1, 2 and 3, answers the class
// its access level says (allowed = neither 401 nor 403). Then IDOR: ids of someone else's rows,
// and ids guessed around them, never reach another customer's or partner's data.

const t = await createTestApp({ LENDER_SANDBOX: 'false', ONDC_SIMULATOR: 'false' });
const ctx = await createContext(t);
const operations = (await listOperations(t)).filter((op) => !op.path.startsWith('/api/docs'));
afterAll(async () => {
  await t.close();
});

// Routes that end the caller's own session are asked with throwaway sessions below.
const SESSION_ENDING = new Set(['POST /api/logout', 'POST /api/partner/masquerade/exit']);

describe('authorisation matrix', () => {
  it('classifies every route', () => {
    expect(operations.filter((op) => !accessOf(t.app, op)).map(opKey)).toEqual([]);
  });

  it('answers every route for every caller as its access level says', async () => {
    const mismatches: string[] = [];
    for (const op of operations) {
      const access = accessOf(t.app, op);
      if (!access || SESSION_ENDING.has(opKey(op))) continue;
      for (const name of CALLER_NAMES) {
        const caller = ctx.callers.get(name);
        const res = await t.app.inject({
          method: op.method,
          url: fillPath(op.path, ctx.values),
          // The lead API validates its header and body before it checks the key: send valid ones.
          headers:
            access.kind === 'api-key'
              ? { ...caller.headers, 'idempotency-key': 'matrix-key-1' }
              : caller.headers,
          payload:
            op.method === 'GET'
              ? undefined
              : access.kind === 'api-key'
                ? { name: 'Asha Verma', mobile: '9876543210' }
                : {},
        });
        const expected = expectedFor(access, name);
        // A 403 JOURNEY_* (issue 13: profile not complete, welcome-back check not passed) comes
        // from a caller who got past the access guard: for this matrix that caller is allowed.
        const journeyRefusal = res.statusCode === 403 && /"code":"JOURNEY_/.test(res.body);
        const ok =
          expected === 'allowed'
            ? res.statusCode !== 401 && (res.statusCode !== 403 || journeyRefusal)
            : res.statusCode === expected;
        if (!ok) mismatches.push(`${opKey(op)} as ${name}: ${res.statusCode}, expected ${expected}`);
        if (res.statusCode >= 500) mismatches.push(`${opKey(op)} as ${name}: ${res.statusCode} ${res.body}`);
        if (op.method !== 'GET') await ctx.callers.refresh(name);
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('lists inactive credit cards only for admins who may open the credit-card page', async () => {
    const answers: Record<string, number> = {};
    for (const name of CALLER_NAMES) {
      const res = await t.app.inject({
        url: '/api/get-credit-cards-data?all=1',
        headers: ctx.callers.get(name).headers,
      });
      answers[name] = res.statusCode;
    }
    expect(answers).toMatchObject({ nobody: 401, customer: 401, partner: 401, 'admin role 1': 200 });
  });

  it('refuses a session of one area in another, also as a bearer token', async () => {
    const customerToken = ctx.customerToken;
    for (const url of ['/api/partner/session', '/api/admin/users', '/api/partner/reports']) {
      const res = await t.app.inject({ url, headers: { authorization: `Bearer ${customerToken}` } });
      expect(res.statusCode, url).toBe(401);
    }
    const forged = await t.app.inject({
      url: '/api/auth/session',
      headers: { authorization: 'Bearer ' + 'a'.repeat(43) },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('logs out and ends a masquerade only for the session presented', async () => {
    const throwaway = await customerCaller(t, 'customer');
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: throwaway.headers });
    expect((await t.app.inject({ url: '/api/auth/session', headers: throwaway.headers })).statusCode).toBe(
      401,
    );
    expect(out.statusCode).toBe(200);
    // The first customer is still signed in.
    const still = await t.app.inject({
      url: '/api/auth/session',
      headers: ctx.callers.get('customer').headers,
    });
    expect(still.statusCode).toBe(200);
    const exit = await t.app.inject({
      method: 'POST',
      url: '/api/partner/masquerade/exit',
      headers: ctx.callers.get('partner').headers,
    });
    expect(exit.statusCode).toBe(400);
    for (const name of ['nobody', 'customer', 'admin role 1'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/partner/masquerade/exit',
        headers: ctx.callers.get(name).headers,
      });
      expect(res.statusCode, name).toBe(401);
    }
  });
});

describe('IDOR: guessing ids of other people', () => {
  it("never shows or changes another customer's record", async () => {
    const intruder = ctx.callers.get('other customer');
    const own = await userIdOf(t, intruder.headers);
    await completeProfile(t, own, intruder.headers);
    const victim = ctx.userId;
    const [before] = await t.database.db.select().from(users).where(eq(users.id, victim));
    // The consent calls write the ledger as well as the record (DPDP): neither may change.
    const ledgerOf = () => t.database.db.select().from(consentLedger).where(eq(consentLedger.userId, victim));
    const ledgerBefore = await ledgerOf();
    const guesses = [victim, victim - 1, victim + 1, victim + 2, 1, 2].filter((id) => id !== own && id > 0);
    const customerRoutes = operations.filter((op) =>
      op.params.some((p) => p.in === 'path' && p.name === 'userId'),
    );
    const leaks: string[] = [];
    for (const op of customerRoutes) {
      if (accessOf(t.app, op)?.kind !== 'customer') continue;
      for (const id of guesses) {
        const res = await t.app.inject({
          method: op.method,
          url: fillPath(op.path, { userId: String(id) }),
          headers: intruder.headers,
          payload:
            op.method === 'GET'
              ? undefined
              : {
                  first_name: 'Mallory',
                  pan: 'ABCPV1234K',
                  birth_date: '15/08/1992',
                  purpose: 'sms_marketing',
                },
        });
        if (res.statusCode !== 404 && res.statusCode !== 400)
          leaks.push(`${op.method} ${op.path} id ${id}: ${res.statusCode}`);
        if (res.body.includes(before?.mobilePhoneNumber ?? '@@'))
          leaks.push(`${op.path} id ${id} shows the mobile`);
      }
    }
    expect(leaks).toEqual([]);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, victim));
    expect(after).toEqual(before);
    expect(await ledgerOf()).toEqual(ledgerBefore);
  });

  it("never shows another customer's application, by its public id or a guessed one", async () => {
    const intruder = ctx.callers.get('other customer');
    for (const id of [ctx.publicId, ctx.publicId.replace(/.$/, (c) => (c === '0' ? '1' : '0'))]) {
      const res = await t.app.inject({ url: `/api/applications/${id}`, headers: intruder.headers });
      expect(res.statusCode, id).toBe(404);
    }
    const own = await t.app.inject({
      url: `/api/applications/${ctx.publicId}`,
      headers: ctx.callers.get('customer').headers,
    });
    expect(own.statusCode).toBe(200);
    const list = await t.app.inject({ url: '/api/applications', headers: intruder.headers });
    expect(list.body).not.toContain(ctx.publicId);
  });

  it("never revokes or lists another partner's API key", async () => {
    const intruder = ctx.callers.get('other partner');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/partner/api-keys',
      headers: ctx.callers.get('partner').headers,
      payload: { name: 'idor target' },
    });
    const keyId = created.json<{ data: { id: number } }>().data.id;
    for (const id of [keyId, keyId + 1, keyId - 1].filter((n) => n > 0)) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/partner/api-keys/${id}`,
        headers: intruder.headers,
        payload: {},
      });
      expect(res.statusCode, String(id)).toBe(404);
    }
    const [key] = await t.database.db.select().from(partnerApiKeys).where(eq(partnerApiKeys.id, keyId));
    expect(key?.revokedAt).toBeNull();
    const list = await t.app.inject({ url: '/api/partner/api-keys', headers: intruder.headers });
    expect(list.body).not.toContain('idor target');
  });

  it("never shows another partner's leads or applications in reports and exports", async () => {
    const intruder = ctx.callers.get('other partner');
    for (const url of [
      `/api/partner/reports?type=leads&${TODAY_RANGE}`,
      `/api/partner/reports/export?type=leads&${TODAY_RANGE}&format=csv`,
      `/api/partner/reports?type=applications&${TODAY_RANGE}`,
    ]) {
      const res = await t.app.inject({ url, headers: intruder.headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(ctx.prospectId);
      expect(res.body, url).not.toContain('Ravi Kumar');
    }
  });

  it('shows the partner its own lead in the same report', async () => {
    const res = await t.app.inject({
      url: `/api/partner/reports?type=leads&${TODAY_RANGE}`,
      headers: ctx.callers.get('partner').headers,
    });
    expect(res.body).toContain(ctx.prospectId);
  });

  it('answers a lead link with no personal data', async () => {
    const res = await t.app.inject({ url: `/api/transfer/${ctx.prospectId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/Ravi|9812345678/);
  });
});
