import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { adminUsers, auditLog, partnerApiKeys, sessions } from '../../src/db/schema/index.ts';
import { createTestApp } from '../support/test-app.ts';
import { signInAdmin } from '../support/admin.ts';
import { signInPartner } from '../support/partner.ts';
import { cookieHeader, cookieValue } from '../support/customer.ts';

// issue 12 finding 2: a masquerade lives only while its admin may still open it, it is read-only
// for the partner's credentials, and every write in it is audited with the admin's identity.

const t = await createTestApp({ LENDER_SANDBOX: 'false', ONDC_SIMULATOR: 'false' });
const owner = await signInPartner(t, 'vakrangee');
afterAll(async () => {
  await t.close();
});

/** An admin of role 1 masquerading as the owner's partner: its cookie, CSRF token and bearer token. */
async function masquerade() {
  const root = await signInAdmin(t, 1);
  const start = await root.post('/api/admin/masquerade', { partnerId: owner.partnerId });
  expect(start.statusCode).toBe(200);
  const body: { token: string } = start.json();
  const headers = { cookie: cookieHeader(start), 'x-csrf-token': cookieValue(start, 'cl_csrf') };
  return {
    root,
    bearer: { authorization: `Bearer ${body.token}` },
    headers,
    post: (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, payload, headers }),
  };
}

const sessionOf = (headers: Record<string, string>) => t.app.inject({ url: '/api/partner/session', headers });

describe('a masquerade ends with the admin it came from', () => {
  it('answers 401 to the masquerade token once its admin is disabled, and revokes it in the change', async () => {
    const m = await masquerade();
    const boss = await signInAdmin(t, 1);
    expect((await sessionOf(m.bearer)).statusCode).toBe(200);
    const res = await boss.post(`/api/admin/users/${String(m.root.adminId)}`, { disabled: true });
    expect(res.statusCode).toBe(200);
    expect((await sessionOf(m.bearer)).statusCode).toBe(401);
    expect((await sessionOf(m.headers)).statusCode).toBe(401);
    expect((await m.root.get('/api/admin/users')).statusCode).toBe(401);
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.masqueradeAdminId, m.root.adminId), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
  });

  it('answers 401 to the masquerade token once its admin is demoted', async () => {
    const m = await masquerade();
    const boss = await signInAdmin(t, 1);
    await boss.post(`/api/admin/users/${String(m.root.adminId)}`, { role: 2 });
    expect((await sessionOf(m.bearer)).statusCode).toBe(401);
  });

  it('checks the admin on every request, even when the row changes behind the routes', async () => {
    const demoted = await masquerade();
    await t.database.db.update(adminUsers).set({ role: 3 }).where(eq(adminUsers.id, demoted.root.adminId));
    expect((await sessionOf(demoted.bearer)).statusCode).toBe(401);
    // Its own admin session keeps no role-1 powers: the role is read on each request.
    expect((await demoted.root.get('/api/admin/users')).statusCode).toBe(403);

    const deleted = await masquerade();
    await t.database.db.delete(adminUsers).where(eq(adminUsers.id, deleted.root.adminId));
    expect((await sessionOf(deleted.bearer)).statusCode).toBe(401);
  });
});

describe('a masquerade is read-only for credentials', () => {
  it('refuses API keys and contact changes with 403, and audits each attempt with the admin', async () => {
    const m = await masquerade();
    const keysBefore = await t.database.db
      .select()
      .from(partnerApiKeys)
      .where(eq(partnerApiKeys.partnerId, owner.partnerId));
    const create = await m.post('/api/partner/api-keys', { name: 'forever key' });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toMatch(/admin acting as a partner/);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/partner/api-keys',
          payload: { name: 'bearer key' },
          headers: m.bearer,
        })
      ).statusCode,
    ).toBe(403);
    const settings = await m.post('/api/partner/settings', {
      contact_name: 'Mallory Admin',
      contact_email: 'mallory@example.in',
      contact_phone: '9876543210',
    });
    expect(settings.statusCode).toBe(403);
    const keysAfter = await t.database.db
      .select()
      .from(partnerApiKeys)
      .where(eq(partnerApiKeys.partnerId, owner.partnerId));
    expect(keysAfter).toHaveLength(keysBefore.length);

    // The partner's own key cannot be revoked by the masquerading admin either.
    const own = await owner.post('/api/partner/api-keys', { name: 'own key' });
    expect(own.statusCode).toBe(200);
    const keyId: number = own.json().data.id;
    expect((await m.post(`/api/partner/api-keys/${String(keyId)}`)).statusCode).toBe(403);

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'masquerade.request'), eq(auditLog.masqueradeAdminId, m.root.adminId)));
    const seen = rows.map((r) => ({ partner: r.entityId, ...(r.after as object) }));
    const partner = String(owner.partnerId);
    expect(seen).toEqual(
      expect.arrayContaining([
        { partner, method: 'POST', route: '/api/partner/api-keys', status: 403 },
        { partner, method: 'POST', route: '/api/partner/settings', status: 403 },
        { partner, method: 'POST', route: '/api/partner/api-keys/:keyId', status: 403 },
      ]),
    );
  });

  it('lets the masquerading admin act otherwise, every write audited with its id and outcome', async () => {
    const m = await masquerade();
    const ticket = await m.post('/api/partner/tickets', {
      kind: 'general_query',
      subject: 'Statement question',
      message: 'Please resend the October statement.',
    });
    expect(ticket.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'masquerade.request'), eq(auditLog.masqueradeAdminId, m.root.adminId)));
    expect(row).toMatchObject({
      actorType: 'partner',
      entity: 'partner',
      entityId: String(owner.partnerId),
      after: { method: 'POST', route: '/api/partner/tickets', status: 200 },
    });
    // A partner's own writes are not masquerade actions.
    const before = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'masquerade.request'));
    await owner.post('/api/partner/tickets', {
      kind: 'general_query',
      subject: 'Own question',
      message: 'A question from the partner itself.',
    });
    const after = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'masquerade.request'));
    expect(after).toHaveLength(before.length);
  });
});

describe('a masquerading write whose audit cannot be written', () => {
  it('answers 500 in the error envelope, with the request id in its log line, and the next write is audited', async () => {
    const m = await masquerade();
    await t.database.db.execute(
      sql.raw(`create function refuse_masquerade_audit() returns trigger language plpgsql as $$
        begin
          if new.action = 'masquerade.request' then raise exception 'audit store unavailable'; end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger refuse_masquerade_audit before insert on audit_log
        for each row execute function refuse_masquerade_audit()`),
    );
    let failed;
    try {
      failed = await t.app.inject({
        method: 'POST',
        url: '/api/partner/tickets',
        payload: {
          kind: 'general_query',
          subject: 'Audit down',
          message: 'Written while the audit is down.',
        },
        headers: { ...m.headers, 'x-request-id': 'masquerade-audit-down' },
      });
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_masquerade_audit on audit_log'));
      await t.database.db.execute(sql.raw('drop function refuse_masquerade_audit()'));
    }
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ success: false, code: 'INTERNAL' });
    const logged = t
      .logs()
      .split('\n')
      .filter((line) => line.includes('masquerade-audit-down'))
      .map((line) => JSON.parse(line) as { msg: string });
    expect(logged.map((line) => line.msg)).toEqual(['request failed', 'request completed']);

    const next = await m.post('/api/partner/tickets', {
      kind: 'general_query',
      subject: 'Audit back',
      message: 'Written after the audit is back.',
    });
    expect(next.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'masquerade.request'), eq(auditLog.masqueradeAdminId, m.root.adminId)));
    expect(rows.map((row) => (row.after as { status: number }).status)).toEqual([200]);
  });
});

describe('one browser, an admin session and its masquerade', () => {
  it('keeps the admin able to write while masquerading and after Exit (CSRF cookie follows)', async () => {
    const root = await signInAdmin(t, 1);
    const start = await root.post('/api/admin/masquerade', { partnerId: owner.partnerId });
    // The browser now holds both session cookies and the CSRF cookie of the partner session.
    const both = `${root.headers.cookie.replace(/;?\s*cl_csrf=[^;]*/, '')}; ${cookieHeader(start)}`;
    const csrf = cookieValue(start, 'cl_csrf');
    const addAdmin = (headers: Record<string, string>, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers,
        payload: {
          email: `browser${String(n)}@credilink.in`,
          username: `Browser ${String(n)}`,
          role: 3,
          password: 'a long enough password',
        },
      });
    expect((await addAdmin({ cookie: both, 'x-csrf-token': csrf }, 1)).statusCode).toBe(200);
    const exit = await t.app.inject({
      method: 'POST',
      url: '/api/partner/masquerade/exit',
      headers: { cookie: both, 'x-csrf-token': csrf },
    });
    expect(exit.statusCode).toBe(200);
    const adminCsrf = cookieValue(exit, 'cl_csrf');
    expect(adminCsrf).toBe(root.headers['x-csrf-token']);
    const adminOnly = `${root.headers.cookie.replace(/;?\s*cl_csrf=[^;]*/, '')}; cl_csrf=${adminCsrf}`;
    expect((await addAdmin({ cookie: adminOnly, 'x-csrf-token': adminCsrf }, 2)).statusCode).toBe(200);
  });
});
