import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_REPORTS_API, PARTNER_API, REVENUE_API } from '@cl/contracts';
import { auditLog, personalDataAccess } from '../src/db/schema/index.ts';
import { createTestApp } from './support/test-app.ts';
import { signInAdmin } from './support/admin.ts';
import { signInPartner } from './support/partner.ts';
import { signIn } from './support/customer.ts';

// Issue 15: the audit screen (role 1) reads the audit log and the personal-data access log.

const t = await createTestApp({ LENDER_SANDBOX: 'false', ONDC_SIMULATOR: 'false' });
const root = await signInAdmin(t, 1);
const other = await signInAdmin(t, 1);
const ops = await signInAdmin(t, 2);
const csr = await signInAdmin(t, 3);
const owner = await signInPartner(t, 'vakrangee');
afterAll(async () => {
  await t.close();
});

const SEARCH = '/api/admin/audit-log';
type Row = {
  at: string;
  admin: string | null;
  actor: string;
  action: string;
  subject: string;
  detail: string;
};
const rowsOf = (res: { json: () => unknown }) =>
  (res.json() as { data: { rows: Row[]; total: number } }).data;

describe('audit screen', () => {
  it('finds CSR views and searches of a customer by mobile, with the admin and masked subject', async () => {
    const customer = await signIn(t, '9811122233');
    expect((await csr.post('/api/admin/csr/search', { q: '9811122233' })).statusCode).toBe(200);
    expect((await csr.get(`/api/admin/csr/customers/${String(customer.userId)}`)).statusCode).toBe(200);

    const found = rowsOf(await root.post(SEARCH, { person: '98111 22233', action: 'csr_view' }));
    expect(found.total).toBeGreaterThanOrEqual(1);
    expect(found.rows[0]).toMatchObject({
      action: 'csr.view',
      admin: expect.stringMatching(/^Admin \d+$/),
      subject: 'Customer ******2233',
    });
    expect(JSON.stringify(found.rows)).not.toContain('9811122233');

    const byAdmin = rowsOf(await root.post(SEARCH, { adminId: csr.adminId }));
    expect(new Set(byAdmin.rows.map((r) => r.action))).toEqual(new Set(['csr.search', 'csr.view']));
    expect(rowsOf(await root.post(SEARCH, { adminId: other.adminId })).total).toBe(0);
  });

  it('shows a masquerade session and the writes made in it under the admin who masqueraded', async () => {
    const start = await root.post('/api/admin/masquerade', { partnerId: owner.partnerId });
    expect(start.statusCode).toBe(200);
    const found = rowsOf(await root.post(SEARCH, { action: 'masquerade', adminId: root.adminId }));
    expect(found.rows.some((r) => r.action === 'masquerade.start' && /vakrangee/i.test(r.subject))).toBe(
      true,
    );
  });

  it('finds rate changes and filters by IST day', async () => {
    expect(
      (
        await root.post(`/api/update-partner-revenue-data/${String(owner.partnerId)}`, {
          revenue_percent: 2.5,
        })
      ).statusCode,
    ).toBe(200);
    // An ended month closed by an admin is filed with the rate changes too (ADR 020).
    expect((await root.post(REVENUE_API.closeMonth.replace(':month', '2025-01'), {})).statusCode).toBe(200);
    const rates = rowsOf(await root.post(SEARCH, { action: 'rates' }));
    expect(rates.rows.map((r) => r.action)).toEqual(['revenue.month.close', 'partner.rate']);
    expect(rates.rows[1]).toMatchObject({ subject: expect.stringMatching(/vakrangee/i) });
    expect(rates.rows[1]?.detail).toMatch(/^2\.5% \+ ₹[\d,]+\.\d{2} from \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    const other = rowsOf(await root.post(SEARCH, { action: 'other' }));
    expect(other.rows.filter((r) => /^(partner\.rate|revenue\.)/.test(r.action))).toEqual([]);

    // 18:45 UTC on 9 Jan is 00:15 on 10 Jan in India.
    await t.database.db.insert(auditLog).values({
      actorType: 'admin',
      actorId: root.adminId,
      action: 'lender.update',
      entity: 'lender',
      entityId: '1',
      at: new Date('2026-01-09T18:45:00Z'),
    });
    await t.database.db.insert(personalDataAccess).values({
      userId: 1,
      adminId: root.adminId,
      purpose: 'csr_view',
      at: new Date('2026-01-09T18:00:00Z'),
    });
    const day = rowsOf(await root.post(SEARCH, { from: '2026-01-10', to: '2026-01-10' }));
    expect(day.rows.map((r) => r.action)).toEqual(['lender.update']);
    const dayBefore = rowsOf(await root.post(SEARCH, { from: '2026-01-09', to: '2026-01-09' }));
    expect(dayBefore.rows.map((r) => r.action)).toEqual(['csr.view']);
  });

  it('pages newest first', async () => {
    const first = rowsOf(await root.post(SEARCH, {}));
    expect(first.total).toBeGreaterThan(3);
    const times = first.rows.map((r) => Date.parse(r.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const far = rowsOf(await root.post(SEARCH, { page: 1000 }));
    expect(far.rows).toEqual([]);
  });

  it('exports the search as CSV in Indian time and records the export', async () => {
    const res = await root.post(`${SEARCH}/export`, { from: '2026-01-10', to: '2026-01-10' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Time (IST),Admin,Actor,Action,Subject,Detail');
    expect(lines[1]).toMatch(/^2026-01-10 00:15:00,Admin \d+,admin,lender\.update,/);
    const exports = rowsOf(await root.post(SEARCH, { action: 'export' }));
    expect(exports.rows[0]).toMatchObject({ action: 'export.audit_log' });
  });

  it('finds report, partner and statement exports under Exports, with who, filters and rows', async () => {
    const report = await ops.get(`${ADMIN_REPORTS_API.internal}?preset=last_7_days&format=csv`);
    expect(report.statusCode).toBe(200);
    const partnerFile = await owner.get(`${PARTNER_API.reportExport}?type=applications&format=xlsx`);
    expect(partnerFile.statusCode).toBe(200);
    const statement = await root.get(
      `${REVENUE_API.partnerStatementExport.replace(':partnerId', String(owner.partnerId))}?month=2025-01`,
    );
    expect(statement.statusCode).toBe(200);
    // A page on screen is not an export.
    expect((await ops.get(`${ADMIN_REPORTS_API.internal}?preset=last_7_days`)).statusCode).toBe(200);

    const exports = rowsOf(await root.post(SEARCH, { action: 'export' }));
    expect(exports.rows.map((r) => r.action)).toEqual([
      'export.partner_statement',
      'export.partner_report',
      'export.internal_report',
      'export.audit_log',
    ]);
    const [ledger, partner, internal] = exports.rows;
    expect(internal).toMatchObject({
      subject: 'Report internal_report',
      admin: expect.stringMatching(/^Admin/),
    });
    // jsonb keeps keys in its own order: each part on its own.
    for (const part of [/from: \d{4}-\d{2}-\d{2}/, /to: \d{4}-\d{2}-\d{2}/, /format: csv/, /rows: \d+/])
      expect(internal?.detail).toMatch(part);
    expect(partner).toMatchObject({
      actor: 'partner',
      admin: null,
      subject: expect.stringMatching(/vakrangee/i),
    });
    expect(partner?.detail).toContain('type: applications');
    expect(partner?.detail).toContain('format: xlsx');
    expect(ledger).toMatchObject({ subject: expect.stringMatching(/vakrangee/i) });
    expect(ledger?.detail).toContain('month: 2025-01');
    expect(rowsOf(await root.post(SEARCH, { action: 'export', adminId: ops.adminId })).total).toBe(1);
  });

  it('is for role 1 only, and refuses bad searches', async () => {
    for (const admin of [ops, csr]) {
      expect((await admin.post(SEARCH, {})).statusCode).toBe(403);
      expect((await admin.post(`${SEARCH}/export`, {})).statusCode).toBe(403);
      expect((await admin.get(`${SEARCH}/admins`)).statusCode).toBe(403);
    }
    expect((await owner.post(SEARCH, {})).statusCode).toBe(401);
    for (const body of [
      { person: '98111' },
      { person: '%' },
      { adminId: '0x1' },
      { adminId: 2 ** 31 },
      { adminId: true },
      { action: 'everything' },
      { from: '2026-02-01', to: '2026-01-01' },
      { page: 0 },
    ])
      expect((await root.post(SEARCH, body)).statusCode, JSON.stringify(body)).toBe(400);
  });
});
