import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signIn } from './support/customer.ts';
import { signInAdmin } from './support/admin.ts';
import { multipartBody } from './support/multipart.ts';
import { PERSONAL_PROFILE } from './support/profiles.ts';
import { applications } from '../src/db/schema/index.ts';

let t: TestApp;
let ops: Awaited<ReturnType<typeof signInAdmin>>;
const ids: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  ops = await signInAdmin(t, 2);
  const s = await signIn(t, '9930000001');
  const headers = { cookie: s.cookie, 'x-csrf-token': s.csrf };
  await t.app.inject({
    method: 'POST',
    url: `/api/user/${s.userId}/profile`,
    payload: { ...PERSONAL_PROFILE, email: 'upload@example.in' },
    headers,
  });
  const offers = (await t.app.inject({ url: '/api/offers?product=personal', headers }))
    .json()
    .data.offers.filter((o: { handoff: string }) => o.handoff === 'redirect');
  for (const o of offers.slice(0, 8)) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers,
      payload: {
        lender_id: o.lenderId,
        product: 'personal',
        amount: o.amount,
        tenure_months: 12,
        kfs_version: o.kfsVersion,
        idempotency_key: `upload-${o.lenderId}`,
      },
    });
    ids.push(res.json().data.publicId);
  }
});
afterAll(async () => {
  await t.close();
});

const upload = (name: string, body: Buffer, url = '/api/upload-application-status-file') => {
  const m = multipartBody({ name, body });
  return t.app.inject({
    method: 'POST',
    url,
    payload: m.payload,
    headers: { ...ops.headers, 'content-type': m.contentType },
  });
};

describe('application status file upload (issue 7)', () => {
  it('applies 8 good rows, lists the 2 bad ones, and changes nothing on the second upload', async () => {
    expect(ids).toHaveLength(8);
    const lines = ['Application ID,Status,Lender Reference,Reason,Disbursed Amount,Disbursed Date'];
    ids.forEach((id, i) =>
      lines.push(i % 2 === 0 ? `${id},approved,LN-${i},,,` : `${id},rejected,,Low bureau score,,`),
    );
    lines.push('not-an-id,approved,,,,', `${ids[0] ?? ''},disbursed,,,150000,`);
    const csv = Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
    const first = await upload('status.csv', csv);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ rowsRead: 10, rowsUpdated: 8 });
    expect(first.json().errors.map((e: { row: number }) => e.row)).toEqual([10, 11]);
    const rows = await t.database.db.select().from(applications).where(inArray(applications.publicId, ids));
    expect(rows.filter((r) => r.status === 'approved')).toHaveLength(4);
    expect(rows.filter((r) => r.status === 'rejected')).toHaveLength(4);
    const second = await upload('status.csv', csv);
    expect(second.json()).toMatchObject({ rowsUpdated: 0 });
  });

  it('reads the same rows from an .xlsx and refuses formula cells', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Status');
    sheet.addRow(['application_id', 'status', 'lender_reference']);
    sheet.addRow([ids[2], 'approved', 'LN-X2']);
    sheet.addRow([ids[4], 'approved', { formula: 'CONCAT("LN-","9")', result: 'LN-9' }]);
    const res = await upload('status.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.statusCode).toBe(200);
    expect(res.json().rowsUpdated).toBe(1);
    expect(res.json().errors[0].message).toMatch(/Formula cells are not accepted/);
  });

  it.each([
    ['a 0-byte file', 'status.csv', Buffer.alloc(0)],
    ['a renamed .exe', 'status.xlsx', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 7)])],
    [
      'a PNG renamed .csv',
      'status.csv',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
    ],
  ])('refuses %s with a clear message and changes nothing', async (_name, fileName, body) => {
    const before = await t.database.db.select().from(applications).where(inArray(applications.publicId, ids));
    const res = await upload(fileName, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message.length).toBeGreaterThan(5);
    const after = await t.database.db.select().from(applications).where(inArray(applications.publicId, ids));
    expect(after).toEqual(before);
  });

  it('refuses an .xlsx zip bomb', async () => {
    const big = Buffer.alloc(300 * 1024 * 1024);
    const packed = deflateRawSync(big, { level: 9 });
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(big.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(big.length, 24);
    central.writeUInt16LE(name.length, 28);
    const end = Buffer.alloc(22);
    const centralOffset = local.length + name.length + packed.length;
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 8);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(central.length + name.length, 12);
    end.writeUInt32LE(centralOffset, 16);
    const zip = Buffer.concat([local, name, packed, central, name, end]);
    const res = await upload('bomb.xlsx', zip);
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json().success).toBe(false);
  });

  it('is for roles 1 and 2; MIS and commission uploads are role 1 only', async () => {
    const csr = await signInAdmin(t, 3);
    const m = multipartBody({ name: 's.csv', body: Buffer.from('application_id,status\r\n') });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/upload-application-status-file',
          payload: m.payload,
          headers: { ...csr.headers, 'content-type': m.contentType },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await upload(
          'mis.csv',
          Buffer.from('application_id,disbursed_amount,disbursed_date\r\n'),
          '/api/upload-mis-file',
        )
      ).statusCode,
    ).toBe(403);
  });

  it('offers a template to download', async () => {
    const res = await ops.get('/api/admin/uploads/template/status.csv');
    expect(res.body.split('\r\n')[0]).toBe(
      'application_id,status,lender_reference,reason,disbursed_amount,disbursed_date',
    );
    const [row] = await t.database.db.select().from(applications).where(eq(applications.publicId, ids[1]!));
    expect(row?.reason).toBe('Low bureau score');
  });
});
