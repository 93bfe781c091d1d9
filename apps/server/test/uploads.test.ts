import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signInAdmin } from './support/admin.ts';
import { multipartBody } from './support/multipart.ts';
import { customerWithApplications, rowsOf } from './support/applications.ts';
import {
  applicationEvents,
  applications,
  lenderPayments,
  lenders,
  revenueLedgerLines,
} from '../src/db/schema/index.ts';
import { applyCommissionRows } from '../src/modules/uploads/apply-commission-rows.ts';
import { applyStatusRows } from '../src/modules/uploads/apply-status-rows.ts';
import { readRowBatches } from '../src/modules/uploads/parsing/read-rows.ts';

let t: TestApp;
let ops: Awaited<ReturnType<typeof signInAdmin>>;
const ids: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  ops = await signInAdmin(t, 2);
  ids.push(...(await customerWithApplications(t, '9930000001', 'upload@example.in', 8)).ids);
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

/** An application's status and lender reference, and its status-file timeline in order. */
async function stateOf(publicId: string) {
  const [row] = await t.database.db.select().from(applications).where(eq(applications.publicId, publicId));
  const events = await t.database.db
    .select()
    .from(applicationEvents)
    .where(and(eq(applicationEvents.applicationId, row!.id), eq(applicationEvents.source, 'status_file')))
    .orderBy(applicationEvents.id);
  return {
    status: row!.status,
    lenderReference: row!.lenderReference,
    timeline: events.map((e) => [e.status, e.note]),
  };
}

describe('rows applied a chunk at a time', () => {
  const mine: string[] = [];
  beforeAll(async () => {
    mine.push(...(await customerWithApplications(t, '9930000002', 'chunks@example.in', 7)).ids);
  });

  it('applies two rows for the same application in file order', async () => {
    const a = mine[0]!;
    const lines = [
      'application_id,status,lender_reference',
      `${a},in_review,LN-1`,
      `${a},approved,LN-2`,
      `${a},submitted,`,
    ];
    const res = await upload('same-application.csv', Buffer.from(`${lines.join('\r\n')}\r\n`));
    expect(res.json()).toMatchObject({ rowsRead: 3, rowsUpdated: 2, uuids: [a, a] });
    expect(res.json().errors).toEqual([
      { row: 4, applicationId: a, message: 'An application cannot go back from approved to submitted' },
    ]);
    expect(await stateOf(a)).toEqual({
      status: 'approved',
      lenderReference: 'LN-2',
      timeline: [
        ['in_review', 'LN-1'],
        ['approved', 'LN-2'],
      ],
    });
  });

  it("carries an application's state across chunk boundaries, and the same rows again change nothing", async () => {
    const [, b, c] = mine as [string, string, string];
    const rows: Record<string, string>[] = [
      { application_id: b, status: 'in_review' },
      { application_id: c, status: 'in_review', lender_reference: 'LN-C' },
      { application_id: b, status: 'approved', lender_reference: 'LN-B' },
      // chunk 2
      { application_id: c, status: 'approved' },
      { application_id: b, status: 'disbursed', disbursed_amount: '90000', disbursed_date: '2026-01-15' },
      { application_id: c, status: 'in_review' },
      // chunk 3, the last and short one
      { application_id: c, status: 'rejected', reason: 'Lender withdrew the offer' },
    ];
    const first = await applyStatusRows(t.database.db, rowsOf(rows), 'status_file', { chunkSize: 3 });
    expect(first).toMatchObject({ rowsRead: 7, created: 1, updated: 5, changedIds: [b, c, b, c, b, c] });
    expect(first.errors).toEqual([
      { row: 7, applicationId: c, message: 'An application cannot go back from approved to in_review' },
    ]);
    const [storedB, storedC] = [await stateOf(b), await stateOf(c)];
    expect(storedB).toEqual({
      status: 'disbursed',
      lenderReference: 'LN-B',
      timeline: [
        ['in_review', null],
        ['approved', 'LN-B'],
        ['disbursed', '₹90,000 on 15 Jan 2026'],
      ],
    });
    expect(storedC).toEqual({
      status: 'rejected',
      lenderReference: 'LN-C',
      timeline: [
        ['in_review', 'LN-C'],
        ['approved', null],
        ['rejected', 'Lender withdrew the offer'],
      ],
    });
    const again = await applyStatusRows(t.database.db, rowsOf(rows), 'status_file', { chunkSize: 3 });
    expect(again).toMatchObject({ rowsRead: 7, created: 0, updated: 0, changedIds: [] });
    expect([await stateOf(b), await stateOf(c)]).toEqual([storedB, storedC]);
  });

  it('applies rows in file order when each chunk is locked before the chunks ahead of it are written', async () => {
    // ADR 036, fourth pass: the next chunk's lock is sent before this chunk's writes, so with a
    // row a chunk every row's application was last changed by one of the two chunks ahead.
    const { ids: pair } = await customerWithApplications(t, '9930000004', 'pipeline@example.in', 2);
    const [x, y] = pair as [string, string];
    const rows: Record<string, string>[] = [
      { application_id: x, status: 'in_review', lender_reference: 'LN-1' },
      { application_id: y, status: 'in_review' },
      { application_id: x, status: 'in_review', lender_reference: 'LN-2' },
      { application_id: y, status: 'approved' },
      { application_id: x, status: 'approved' },
      { application_id: x, status: 'disbursed', disbursed_amount: '100000', disbursed_date: '2026-01-10' },
      { application_id: y, status: 'rejected', reason: 'Income too low' },
      { application_id: x, status: 'disbursed', disbursed_amount: '120000', disbursed_date: '2026-01-10' },
      { application_id: x, status: 'in_review' },
      { application_id: y, status: 'approved' },
    ];
    const first = await applyStatusRows(t.database.db, rowsOf(rows), 'status_file', { chunkSize: 1 });
    expect(first).toMatchObject({ rowsRead: 10, created: 1, updated: 7 });
    expect(first.errors.map((e) => [e.row, e.message])).toEqual([
      [10, 'The application is already disbursed'],
      [11, 'The application is already rejected'],
    ]);
    const expectedX = {
      status: 'disbursed',
      lenderReference: 'LN-2',
      timeline: [
        ['in_review', 'LN-1'],
        ['in_review', 'Details updated: lenderReference'],
        ['approved', null],
        ['disbursed', '₹1,00,000 on 10 Jan 2026'],
        ['disbursed', 'Details updated: disbursedAmount'],
      ],
    };
    expect(await stateOf(x)).toEqual(expectedX);
    expect(await stateOf(y)).toEqual({
      status: 'rejected',
      lenderReference: null,
      timeline: [
        ['in_review', null],
        ['approved', null],
        ['rejected', 'Income too low'],
      ],
    });
    const ledgerOf = async () => {
      const [row] = await t.database.db
        .select({ paise: sql<string>`sum(${revenueLedgerLines.disbursedPaise})` })
        .from(revenueLedgerLines)
        .innerJoin(applications, eq(applications.id, revenueLedgerLines.applicationId))
        .where(eq(applications.publicId, x));
      return Number(row?.paise);
    };
    // The ledger holds the amount the last row left: the first disbursal, reversed, then the new one.
    expect(await ledgerOf()).toBe(12_000_000);
    // The same file in chunks of two: only its two disbursal rows for x change anything (the
    // amount goes to 1,00,000 and back), and the ledger again holds the last one.
    const again = await applyStatusRows(t.database.db, rowsOf(rows), 'status_file', { chunkSize: 2 });
    expect(again).toMatchObject({ created: 0, updated: 2, changedIds: [x, x] });
    expect(await stateOf(x)).toMatchObject({ status: 'disbursed', lenderReference: 'LN-2' });
    expect(await ledgerOf()).toBe(12_000_000);
  });

  it('applies the rows around bad ones in the middle of a chunk', async () => {
    const [, , , d, e] = mine as [string, string, string, string, string];
    const result = await applyStatusRows(
      t.database.db,
      rowsOf([
        { application_id: d, status: 'in_review' },
        { application_id: d, status: 'rejected' },
        { application_id: '11111111-1111-4111-8111-111111111111', status: 'approved' },
        { application_id: e, status: 'approved', lender_reference: 'LN-E' },
        { application_id: d, status: 'approved' },
      ]),
      'status_file',
      { chunkSize: 10 },
    );
    expect(result.errors.map((x) => [x.row, x.applicationId, x.message])).toEqual([
      [3, d, "A rejected row needs the lender's reason (RBI: rejections state the main reason)"],
      [4, '11111111-1111-4111-8111-111111111111', 'No application with this id'],
    ]);
    expect(result).toMatchObject({ rowsRead: 5, updated: 3, changedIds: [d, e, d] });
    expect((await stateOf(d)).timeline).toEqual([
      ['in_review', null],
      ['approved', null],
    ]);
    expect(await stateOf(e)).toMatchObject({ status: 'approved', lenderReference: 'LN-E' });
  });

  it('leaves every chunk unapplied when the database refuses a row of the last one', async () => {
    const [, , , , , f, g] = mine as [string, string, string, string, string, string, string];
    const rows = rowsOf([
      { application_id: f, status: 'in_review' },
      { application_id: g, status: 'in_review' },
      // chunk 2, the last: its applications are written, then its second timeline event is refused.
      { application_id: g, status: 'approved' },
      { application_id: f, status: 'approved', lender_reference: 'REFUSE' },
    ]);
    const db = t.database.db;
    await db.execute(sql`create function refuse_event() returns trigger language plpgsql
      as $$ begin raise exception 'event refused by the test'; end $$`);
    await db.execute(sql`create trigger refuse_event before insert on application_events
      for each row when (new.note = 'REFUSE') execute function refuse_event()`);
    // Refused in the first of four chunks: the chunks after it were already being locked, in a
    // transaction the refusal had ended, and their failures are not left unhandled.
    const refusedFirst = rowsOf([
      { application_id: f, status: 'in_review', lender_reference: 'REFUSE' },
      { application_id: g, status: 'in_review' },
      { application_id: g, status: 'approved' },
      { application_id: f, status: 'approved' },
    ]);
    try {
      // The refused statement is what the caller sees, not a later one the refusal aborted.
      const refusedInsert = { cause: expect.objectContaining({ message: 'event refused by the test' }) };
      await expect(applyStatusRows(db, rows, 'status_file', { chunkSize: 2 })).rejects.toMatchObject(
        refusedInsert,
      );
      await expect(applyStatusRows(db, refusedFirst, 'status_file', { chunkSize: 1 })).rejects.toMatchObject(
        refusedInsert,
      );
    } finally {
      await db.execute(sql`drop trigger refuse_event on application_events`);
      await db.execute(sql`drop function refuse_event()`);
    }
    for (const id of [f, g])
      expect(await stateOf(id)).toEqual({ status: 'created', lenderReference: null, timeline: [] });
  });

  it('leaves every chunk unapplied when the revenue ledger refuses a disbursal in a middle chunk', async () => {
    const [, , , , , f, g] = mine as [string, string, string, string, string, string, string];
    // The third of five chunks waits for its writes, then the ledger's insert is refused while the
    // fourth chunk's lock is already sent.
    const rows = rowsOf([
      { application_id: f, status: 'in_review' },
      { application_id: f, status: 'approved' },
      { application_id: f, status: 'disbursed', disbursed_amount: '50000', disbursed_date: '2026-01-10' },
      { application_id: g, status: 'in_review' },
      { application_id: g, status: 'approved' },
    ]);
    const db = t.database.db;
    await db.execute(sql`create function refuse_ledger() returns trigger language plpgsql
      as $$ begin raise exception 'ledger refused by the test'; end $$`);
    await db.execute(sql`create trigger refuse_ledger before insert on revenue_ledger_lines
      for each row execute function refuse_ledger()`);
    try {
      await expect(applyStatusRows(db, rows, 'status_file', { chunkSize: 1 })).rejects.toMatchObject({
        cause: expect.objectContaining({ message: 'ledger refused by the test' }),
      });
    } finally {
      await db.execute(sql`drop trigger refuse_ledger on revenue_ledger_lines`);
      await db.execute(sql`drop function refuse_ledger()`);
    }
    for (const id of [f, g])
      expect(await stateOf(id)).toEqual({ status: 'created', lenderReference: null, timeline: [] });
    const lines = await db
      .select({ id: revenueLedgerLines.id })
      .from(revenueLedgerLines)
      .innerJoin(applications, eq(applications.id, revenueLedgerLines.applicationId))
      .where(eq(applications.publicId, f));
    expect(lines).toEqual([]);
  });

  it('leaves every chunk unapplied when the reader refuses the file after them (it is read once)', async () => {
    const [, , , , , f, g] = mine as [string, string, string, string, string, string, string];
    // A value past the last header is only met on the last line, after two chunks were applied.
    const csv = [
      'application_id,status',
      `${f},in_review`,
      `${g},in_review`,
      `${f},approved`,
      `${g},approved,extra`,
    ];
    const rows = (async function* () {
      for await (const batch of readRowBatches({
        buffer: Buffer.from(csv.join('\r\n')),
        fileName: 'late.csv',
      }))
        yield batch.map((row) => ({ rowNumber: row.rowNumber, values: row.values }));
    })();
    await expect(applyStatusRows(t.database.db, rows, 'status_file', { chunkSize: 1 })).rejects.toThrow(
      /row 5/i,
    );
    for (const id of [f, g])
      expect(await stateOf(id)).toEqual({ status: 'created', lenderReference: null, timeline: [] });
  });

  it('writes nothing for a row that repeats the stored state, and a details-only change without a status step', async () => {
    const [, , , , , f] = mine as [string, string, string, string, string, string];
    const rows = [{ application_id: f, status: 'created' }];
    expect(await applyStatusRows(t.database.db, rowsOf(rows), 'status_file')).toMatchObject({
      updated: 0,
      changedIds: [],
      errors: [],
    });
    const reference = [{ application_id: f, status: 'created', lender_reference: 'LN-F' }];
    expect(await applyStatusRows(t.database.db, rowsOf(reference), 'status_file')).toMatchObject({
      updated: 1,
      changedIds: [f],
    });
    expect(await stateOf(f)).toEqual({
      status: 'created',
      lenderReference: 'LN-F',
      timeline: [['created', 'Details updated: lenderReference']],
    });
  });

  it('applies commission rows across chunks, the same payment twice in file order', async () => {
    const [lender] = await t.database.db.select().from(lenders).orderBy(lenders.id).limit(1);
    const row = (amount_paid: string, reference: string) => ({
      lender: lender!.slug,
      month: '2026-09',
      amount_paid,
      reference,
    });
    const result = await applyCommissionRows(
      t.database.db,
      rowsOf([
        row('100', 'CH-1'),
        row('200', 'CH-2'),
        // chunk 2
        row('150', 'CH-1'),
        { ...row('1', 'CH-3'), lender: 'nobody' },
        // chunk 3
        row('150', 'CH-1'),
        row('200.00', 'CH-2'),
      ]),
      { chunkSize: 2 },
    );
    const key = (reference: string) => `${lender!.slug}/2026-09/${reference}`;
    expect(result).toEqual({
      rowsRead: 6,
      created: 2,
      updated: 1,
      changedIds: [key('CH-1'), key('CH-2'), key('CH-1')],
      errors: [{ row: 5, applicationId: null, message: 'No lender called nobody' }],
    });
    const stored = await t.database.db
      .select({ reference: lenderPayments.reference, amount: lenderPayments.amount })
      .from(lenderPayments)
      .where(and(eq(lenderPayments.lenderId, lender!.id), eq(lenderPayments.month, '2026-09')))
      .orderBy(lenderPayments.reference);
    expect(stored).toEqual([
      { reference: 'CH-1', amount: '150.00' },
      { reference: 'CH-2', amount: '200.00' },
    ]);
  });
});

describe('text a status file carries', () => {
  it('stores references and reasons with quotes, backslashes, commas, braces and NULL exactly as sent', async () => {
    const { ids: mine } = await customerWithApplications(t, '9930000003', 'quotes@example.in', 2);
    const [a, b] = mine as [string, string];
    // Each column is sent as one array literal (uploads.repository.ts): these are its special characters.
    const reference = 'LN "7", {a\\b}';
    const reason = 'Score below 600 \\ "thin file", {NULL}; आय कम';
    const result = await applyStatusRows(
      t.database.db,
      rowsOf([
        { application_id: a, status: 'in_review', lender_reference: reference },
        { application_id: b, status: 'rejected', reason },
        { application_id: a, status: 'approved', lender_reference: 'NULL' },
      ]),
      'status_file',
    );
    expect(result).toMatchObject({ errors: [], updated: 3 });
    expect(await stateOf(a)).toEqual({
      status: 'approved',
      lenderReference: 'NULL',
      timeline: [
        ['in_review', reference],
        ['approved', 'NULL'],
      ],
    });
    expect(await stateOf(b)).toEqual({
      status: 'rejected',
      lenderReference: null,
      timeline: [['rejected', reason]],
    });
    const [stored] = await t.database.db
      .select({ reason: applications.reason })
      .from(applications)
      .where(eq(applications.publicId, b));
    expect(stored?.reason).toBe(reason);
    const [event] = await t.database.db
      .select({ values: applicationEvents.noteValues })
      .from(applicationEvents)
      .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
      .where(and(eq(applications.publicId, a), eq(applicationEvents.status, 'in_review')));
    expect(event?.values).toEqual({ reference });
  });
});
