import { indiaDayBounds } from '@cl/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, lenders, partners } from '../src/db/schema/index.ts';
import {
  applicationsPage,
  applicationsWhere,
  productTotals,
  scanApplicationCount,
  scanProductTotals,
  type ApplicationFilter,
} from '../src/modules/admin-reports/admin-reports.repository.ts';
import { loadDashboard, scanDashboard } from '../src/modules/admin-reports/dashboard.ts';
import { journeyCounts } from '../src/modules/admin-reports/journey.ts';
import { summaryDays } from '../src/modules/admin-reports/report-summaries.ts';
import { applyStatusRows } from '../src/modules/uploads/apply-status-rows.ts';
import { rowsOf } from './support/applications.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Issue 16 (docs/decisions/029): every answer the dashboard and reports read from the daily
// summaries equals the scan of applications it replaces (and the journey's applicants their
// count(distinct)), after inserts on both sides of Indian
// midnight, single and bulk (upload) status changes, an erasure-like update and a deletion.

let t: TestApp;
let lenderIds: number[];
let partnerIds: number[];
const PRODUCTS = ['personal', 'business', 'gold', 'home'] as const;
const IST = 5.5 * 3_600_000;

// 2026-03-10 .. 2026-03-14 (IST), with rows at 23:59 and 00:01 around each midnight.
const at = (day: number, minutes: number) => new Date(Date.UTC(2026, 2, 10 + day) - IST + minutes * 60_000);
const MINUTES = [1, 9 * 60, 13 * 60 + 30, 23 * 60 + 59];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  lenderIds = (await db.select({ id: lenders.id }).from(lenders).limit(4)).map((l) => l.id);
  partnerIds = (await db.select({ id: partners.id }).from(partners).limit(3)).map((p) => p.id);
  const rows: (typeof applications.$inferInsert)[] = [];
  for (let i = 0; i < 240; i++) {
    rows.push({
      userId: 1 + (i % 17),
      lenderId: lenderIds[(i * 7) % lenderIds.length]!,
      product: PRODUCTS[(i * 5) % PRODUCTS.length]!,
      amount: 50_000 + i * 1_000,
      status: 'created',
      handoff: 'redirect',
      partnerId: i % 3 === 0 ? null : partnerIds[i % partnerIds.length]!,
      idempotencyKey: `summary-${String(i)}`,
      offerSnapshot: {},
      createdAt: at(i % 5, MINUTES[(i * 3) % MINUTES.length]!),
    });
  }
  await db.insert(applications).values(rows.slice(0, 100)); // one statement of many rows
  for (const row of rows.slice(100)) await db.insert(applications).values(row); // one at a time
}, 60_000); // a fresh app and 140 single inserts, each running the summary triggers, on a loaded machine
afterAll(async () => {
  await t.close();
});

const window = (from: string, to: string, rest: Partial<ApplicationFilter> = {}): ApplicationFilter => ({
  ...indiaDayBounds({ from, to }),
  ...rest,
});

/** Every filter the reports take, alone and together, over one day, the whole stretch and past it. */
function filters(): ApplicationFilter[] {
  const out: ApplicationFilter[] = [];
  for (const [from, to] of [
    ['2026-03-10', '2026-03-10'],
    ['2026-03-11', '2026-03-13'],
    ['2026-03-01', '2026-03-31'],
  ] as const) {
    out.push(window(from, to));
    for (const status of ['created', 'submitted', 'approved', 'disbursed', 'rejected', 'expired'])
      out.push(window(from, to, { status }));
    out.push(window(from, to, { product: 'gold' }), window(from, to, { lenderId: lenderIds[1] }));
    out.push(window(from, to, { partnerId: partnerIds[0] }));
    out.push(window(from, to, { status: 'disbursed', product: 'personal', lenderId: lenderIds[0] }));
  }
  return out;
}

async function expectSummariesMatchScans() {
  const db = t.database.db;
  let answeredBySummaries = 0;
  for (const filter of filters()) {
    if (summaryDays(filter, { lender: true, partner: false })) answeredBySummaries++;
    expect(await loadDashboard(db, filter), JSON.stringify(filter)).toEqual(await scanDashboard(db, filter));
    for (const byLender of [false, true]) {
      const cells = (rows: Awaited<ReturnType<typeof scanProductTotals>>) =>
        rows.map((r) => ({ ...r, disbursedAmount: Number(r.disbursedAmount ?? 0) }));
      expect(cells(await productTotals(db, filter, byLender))).toEqual(
        cells(await scanProductTotals(db, filter, byLender)),
      );
    }
    const page = await applicationsPage(db, filter, { limit: 1, offset: 0 });
    expect(page.total).toBe(await scanApplicationCount(db, filter));
    // The journey's applicants, counted per applicant, against count(distinct) over the same rows.
    const distinct = (where?: string) =>
      where
        ? sql<number>`count(distinct ${applications.userId}) filter (where ${sql.raw(where)})::int`
        : sql<number>`count(distinct ${applications.userId})::int`;
    const [applicants] = await db
      .select({
        applied: distinct(),
        approved: distinct(`status in ('approved', 'disbursed')`),
        disbursed: distinct(`status = 'disbursed'`),
      })
      .from(applications)
      .where(applicationsWhere(filter));
    expect(await journeyCounts(db, filter, filter)).toMatchObject(applicants ?? {});
  }
  expect(answeredBySummaries).toBeGreaterThan(20);
}

describe('daily report summaries (issue 16)', () => {
  it('answer as the scans do after inserts either side of Indian midnight', async () => {
    const dashboard = await loadDashboard(t.database.db, window('2026-03-10', '2026-03-14'));
    expect(dashboard.perDay.map((d) => d.applications).reduce((a, b) => a + b, 0)).toBe(240);
    expect(dashboard.perDay.map((d) => d.day)).toEqual([
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
    await expectSummariesMatchScans();
  });

  it('answer as the scans do after a status file, single changes, an erasure and a deletion', async () => {
    const db = t.database.db;
    const all = await db
      .select({ id: applications.id, publicId: applications.publicId })
      .from(applications)
      .orderBy(applications.id);
    const file = all.slice(0, 150).map((a, i): Record<string, string> => {
      const status = ['submitted', 'approved', 'disbursed', 'rejected', 'in_review'][i % 5]!;
      return status === 'disbursed'
        ? {
            application_id: a.publicId,
            status,
            disbursed_amount: String(10_000 + i),
            disbursed_date: '2026-03-15',
          }
        : status === 'rejected'
          ? { application_id: a.publicId, status, reason: 'Income could not be verified' }
          : { application_id: a.publicId, status };
    });
    const applied = await applyStatusRows(db, rowsOf(file), 'status_file', { chunkSize: 40 });
    expect(applied.errors).toEqual([]);
    await db.update(applications).set({ status: 'expired' }).where(eq(applications.id, all[200]!.id));
    await db
      .update(applications)
      .set({ reason: null, redirectUrl: null })
      .where(inArray(applications.id, [all[1]!.id, all[2]!.id]));
    await db
      .update(applications)
      .set({ createdAt: at(0, 23 * 60 + 59) })
      .where(eq(applications.id, all[210]!.id));
    await db.delete(applications).where(inArray(applications.id, [all[3]!.id, all[220]!.id]));
    const dashboard = await loadDashboard(db, window('2026-03-10', '2026-03-14'));
    expect(dashboard.funnel.find((f) => f.status === 'disbursed')?.count).toBe(30); // every fifth of the 150 file rows
    await expectSummariesMatchScans();
  });

  it('answer as the scans do after a repeated insert, an upsert, a reassignment, a change undone and a rollback', async () => {
    const db = t.database.db;
    const [first, second, third] = await db.select().from(applications).orderBy(applications.id).limit(3);
    if (!first || !second || !third) throw new Error('no applications');
    const { id: _id, publicId: _publicId, ...repeat } = first;
    // A repeated submission (same idempotency key) adds nothing; one that updates counts once.
    await db.insert(applications).values(repeat).onConflictDoNothing();
    await db
      .insert(applications)
      .values([repeat, { ...repeat, idempotencyKey: 'summary-new', createdAt: at(4, 1) }])
      .onConflictDoUpdate({
        target: [applications.userId, applications.idempotencyKey],
        set: { disbursedAmount: '123.45' },
      });
    // Another lender, partner and product in one statement.
    await db
      .update(applications)
      .set({ lenderId: lenderIds[3]!, partnerId: null, product: 'home' })
      .where(eq(applications.id, second.id));
    // Changed and changed back in one transaction; then a change rolled back.
    await db.transaction(async (tx) => {
      await tx.update(applications).set({ status: 'rejected' }).where(eq(applications.id, third.id));
      await tx.update(applications).set({ status: third.status }).where(eq(applications.id, third.id));
    });
    await db
      .transaction(async (tx) => {
        await tx.update(applications).set({ status: 'expired' }).where(eq(applications.id, third.id));
        tx.rollback();
      })
      .catch(() => undefined);
    await expectSummariesMatchScans();
  });
});
