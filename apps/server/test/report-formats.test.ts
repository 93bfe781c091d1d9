import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signInAdmin } from './support/admin.ts';
import { signInPartner } from './support/partner.ts';
import { customerWithApplications } from './support/applications.ts';
import { applications, dedupeLog, lenderApiFailures, leads, otpFailures } from '../src/db/schema/index.ts';

// Issue 15: every report and export speaks Indian time, ₹ with Indian grouping, product and status
// names and references. An application made at 01:53 on 24 Nov IST is 20:23 UTC on 23 Nov.
const AT = new Date('2026-11-23T20:23:00Z');
const SHOWN_AT = '24 Nov 2026, 1:53 am IST';
const IST_DAY = 'preset=custom_range&from=2026-11-24&to=2026-11-24';
const UTC_DAY = 'preset=custom_range&from=2026-11-23&to=2026-11-23';

let t: TestApp;
let root: Awaited<ReturnType<typeof signInAdmin>>;
let partner: Awaited<ReturnType<typeof signInPartner>>;
let reference: string;
let applicationId: number;
let customerMobile: string;

beforeAll(async () => {
  t = await createTestApp();
  root = await signInAdmin(t, 1);
  partner = await signInPartner(t, 'vakrangee');
  customerMobile = '9811000023';
  const c = await customerWithApplications(t, customerMobile, 'formats@example.in', 1);
  reference = c.ids[0] ?? '';
  const db = t.database.db;
  const [row] = await db
    .update(applications)
    .set({
      createdAt: AT,
      amount: 200_000,
      status: 'disbursed',
      disbursedAmount: '200000.00',
      disbursedOn: '2026-11-24',
      partnerId: partner.partnerId,
    })
    .where(eq(applications.publicId, reference))
    .returning();
  if (!row) throw new Error('no application');
  applicationId = row.id;
  await db.insert(dedupeLog).values({
    userId: c.userId,
    lenderId: row.lenderId,
    existingApplicationId: row.id,
    windowDays: 30,
    at: AT,
  });
  await db.insert(lenderApiFailures).values({
    submissionId: 1,
    applicationId: row.id,
    lenderId: row.lenderId,
    attempt: 2,
    statusCode: 503,
    error: 'unavailable',
    at: AT,
  });
  await db.insert(otpFailures).values({
    purpose: 'customer_login',
    channel: 'mobile',
    destination: '9811000099',
    kind: 'send',
    reason: 'gateway down',
    at: AT,
  });
  await db.insert(leads).values({
    partnerId: partner.partnerId,
    source: 'referral',
    name: 'Asha',
    product: 'gold',
    amount: 1_234_567,
    createdAt: AT,
  });
});
afterAll(async () => {
  await t.close();
});

type Row = Record<string, unknown>;
const rowsOf = async (url: string): Promise<Row[]> => {
  const res = await root.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.rows as Row[];
};
const sheetText = async (body: Buffer): Promise<string> => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(body).buffer);
  const lines: string[] = [];
  book.worksheets[0]?.eachRow((row) => lines.push(JSON.stringify(row.values)));
  return lines.join('\n');
};
/** The report's CSV and XLSX files both carry every expected text, and never the raw values. */
async function expectExports(url: string, present: string[], absent: string[]) {
  const csv = await root.get(`${url}&format=csv`);
  expect(csv.statusCode, csv.body).toBe(200);
  expect(csv.headers['content-disposition']).toMatch(/-\d{4}-\d{2}-\d{2}\.csv"$/);
  const xlsx = await root.get(`${url}&format=xlsx`);
  const sheet = await sheetText(xlsx.rawPayload);
  for (const text of present) {
    expect(csv.body).toContain(text);
    expect(sheet).toContain(text);
  }
  for (const text of absent) {
    expect(csv.body).not.toContain(text);
    expect(sheet).not.toContain(text);
  }
}

describe('admin reports in Indian time and formats', () => {
  it('puts an application at 20:23 UTC on the next Indian day, at 01:53, with names and ₹', async () => {
    const [row] = await rowsOf(`/api/admin/reports/internal?${IST_DAY}`);
    expect(row).toMatchObject({
      Application: reference,
      Created: SHOWN_AT,
      Product: 'Personal loan',
      Amount: '₹2,00,000',
      Status: 'Disbursed',
      Disbursed: '₹2,00,000',
      'Disbursed on': '24 Nov 2026',
    });
    expect(await rowsOf(`/api/admin/reports/internal?${UTC_DAY}`)).toEqual([]);
    await expectExports(
      `/api/admin/reports/internal?${IST_DAY}`,
      [SHOWN_AT, 'Personal loan', '₹2,00,000', reference],
      ['2026-11-23T20:23', ',personal,', '200000'],
    );
  });

  it('counts the application on its Indian day in the dashboard and the customers journey', async () => {
    const dashboard = (await root.get(`/api/admin/dashboard?${IST_DAY}`)).json().data;
    expect(dashboard.perDay).toEqual([{ day: '2026-11-24', applications: 1 }]);
    const utcDay = (await root.get(`/api/admin/dashboard?${UTC_DAY}`)).json().data;
    expect(utcDay.perDay).toEqual([]);
    const applied = (rows: Row[]) => rows.find((r) => r.Step === 'Applied')?.Customers;
    expect(applied(await rowsOf(`/api/admin/reports/customers-journey?${IST_DAY}`))).toBe(1);
    expect(applied(await rowsOf(`/api/admin/reports/customers-journey?${UTC_DAY}`))).toBe(0);
  });

  it('names products and shows disbursed amounts in ₹ in the product reports', async () => {
    const [products] = await rowsOf(`/api/admin/reports/products?${IST_DAY}`);
    expect(products).toMatchObject({
      Product: 'Personal loan',
      Disbursed: 1,
      'Disbursed amount': '₹2,00,000',
    });
    const [byLender] = await rowsOf(`/api/admin/reports/vendors-products?${IST_DAY}`);
    expect(byLender).toMatchObject({ Product: 'Personal loan', 'Disbursed amount': '₹2,00,000' });
    await expectExports(`/api/admin/reports/vendors-products?${IST_DAY}`, ['Personal loan', '₹2,00,000'], []);
  });
});

describe('admin log tabs in Indian time, with references', () => {
  it('names the earlier application by reference and the customer by masked mobile in the de-dupe log', async () => {
    const [row] = await rowsOf(`/api/admin/logs/dedupe?${IST_DAY}`);
    expect(row).toMatchObject({
      At: SHOWN_AT,
      Customer: `******${customerMobile.slice(-4)}`,
      'Earlier application': reference,
    });
    expect(Object.values(row ?? {})).not.toContain(applicationId);
    await expectExports(`/api/admin/logs/dedupe?${IST_DAY}`, [SHOWN_AT, reference], [customerMobile]);
  });

  it('names the application by reference in the lender API failure log', async () => {
    const [row] = await rowsOf(`/api/admin/logs/lender-api-failures?${IST_DAY}`);
    expect(row).toMatchObject({ At: SHOWN_AT, Application: reference, 'HTTP status': 503 });
    await expectExports(`/api/admin/logs/lender-api-failures?${IST_DAY}`, [SHOWN_AT, reference], []);
  });

  it('shows OTP failures in Indian time', async () => {
    const [row] = await rowsOf(`/api/admin/logs/otp-failures?${IST_DAY}`);
    expect(row).toMatchObject({ At: SHOWN_AT, To: '******0099' });
    await expectExports(`/api/admin/logs/otp-failures?${IST_DAY}`, [SHOWN_AT], ['2026-11-23T20:23']);
  });
});

describe('partner exports in Indian time and formats', () => {
  const partnerFiles = async (type: string) => {
    const csv = await partner.get(`/api/partner/reports/export?type=${type}&${IST_DAY}&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    const xlsx = await partner.get(`/api/partner/reports/export?type=${type}&${IST_DAY}&format=xlsx`);
    return [csv.body, await sheetText(xlsx.rawPayload)];
  };

  it('exports applications with names, ₹ and the Indian day and time', async () => {
    for (const file of await partnerFiles('applications')) {
      expect(file).toContain(SHOWN_AT);
      expect(file).toContain('Personal loan');
      expect(file).toContain('₹2,00,000');
      expect(file).toContain('Disbursed');
      expect(file).toContain(reference);
      expect(file).not.toContain('2026-11-23T20:23');
    }
    // The screen's page stays raw: the partner's browser names it in the partner's language.
    const page = await partner.get(`/api/partner/reports?type=applications&${IST_DAY}`);
    expect(page.json().data.rows[0]).toMatchObject({ Product: 'personal', Amount: 200_000 });
  });

  it('exports leads with source and product names', async () => {
    for (const file of await partnerFiles('leads')) {
      expect(file).toContain(SHOWN_AT);
      expect(file).toContain('Gold loan');
      expect(file).toContain('Referral link');
      expect(file).toContain('₹12,34,567');
    }
    const none = await partner.get(`/api/partner/reports/export?type=leads&${UTC_DAY}&format=csv`);
    expect(none.body).not.toContain('Asha');
  });
});
