import { readFileSync } from 'node:fs';
import { indiaDayBounds } from '@cl/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  applications,
  journeyDayGaps,
  journeyDayQueue,
  journeyPersonDays,
  lenders,
  offerImpressions,
  otpCodes,
  partners,
  users,
} from '../src/db/schema/index.ts';
import type { ApplicationFilter } from '../src/modules/admin-reports/admin-reports.repository.ts';
import { journeyCounts } from '../src/modules/admin-reports/journey.ts';
import { scanJourneyCounts } from '../src/modules/admin-reports/journey.repository.ts';
import {
  flushJourneyQueue,
  journeySummaryCounts,
} from '../src/modules/admin-reports/journey-summaries.repository.ts';
import { summaryDays } from '../src/modules/admin-reports/report-summaries.ts';
import { PERSONAL_DATA_REGISTRY } from '../src/modules/erasure/personal-data-registry.ts';
import { applyStatusRows } from '../src/modules/uploads/apply-status-rows.ts';
import { rowsOf } from './support/applications.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Issue 16 (docs/decisions/035): the customers journey read from journey_day_gaps equals the scan
// of otp_codes, users, offer_impressions and applications it replaces, for every window of a
// stretch of days (both read shapes) and each product, after inserts either side of Indian
// midnight, repeat visits, status files (deferred upkeep), single changes, moves, deletions and
// an erasure; and the gaps table equals one rebuilt from the people's days.

let t: TestApp;
let lenderId: number;
let partnerId: number;
const IST = 5.5 * 3_600_000;
const PRODUCTS = ['personal', 'business', 'gold', 'home'] as const;
const PEOPLE = 12;
const phone = (i: number) => `98765${String(43_000 + i)}`;

// 2026-03-08 .. 2026-03-16 (IST): day 0 .. 8, minutes after that day's Indian midnight.
const at = (day: number, minutes: number) => new Date(Date.UTC(2026, 2, 8 + day) - IST + minutes * 60_000);
const MINUTES = [1, 11 * 60, 23 * 60 + 59];
const DATES = Array.from({ length: 9 }, (_, d) => `2026-03-${String(8 + d).padStart(2, '0')}`);

let userIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  lenderId = (await db.select({ id: lenders.id }).from(lenders).limit(1))[0]!.id;
  partnerId = (await db.select({ id: partners.id }).from(partners).limit(1))[0]!.id;
  const people = Array.from({ length: PEOPLE }, (_, i) => ({
    mobilePhoneNumber: phone(i),
    email: `journey${String(i)}@example.in`,
    plCompleted: i % 3 === 0 ? 0 : 1,
    createdAt: at(i % 4, MINUTES[i % 3]!),
  }));
  // Half in one statement, half one at a time.
  userIds = (await db.insert(users).values(people.slice(0, 6)).returning({ id: users.id })).map((u) => u.id);
  for (const person of people.slice(6))
    userIds.push((await db.insert(users).values(person).returning({ id: users.id }))[0]!.id);
  // Repeat visits: each person comes back on several days, some twice a day.
  const otps = [];
  const impressions = [];
  const apps: (typeof applications.$inferInsert)[] = [];
  for (let i = 0; i < 90; i++) {
    const person = (i * 5) % PEOPLE;
    const when = at((i * 7) % 9, MINUTES[i % 3]!);
    otps.push({
      purpose: i % 10 === 9 ? 'admin_login' : 'customer_login',
      channel: 'sms',
      destination: i % 4 === 0 ? `journey${String(person)}@example.in` : phone(person),
      codeHash: 'x'.repeat(64),
      createdAt: when,
      expiresAt: new Date(when.getTime() + 600_000),
    });
    impressions.push({
      userId: userIds[person]!,
      product: PRODUCTS[i % 4]!,
      methodVersion: 'test',
      shown: [],
      unmatched: [],
      at: at((i * 4) % 9, MINUTES[(i + 1) % 3]!),
    });
    apps.push({
      userId: userIds[(i * 7) % PEOPLE]!,
      lenderId,
      product: PRODUCTS[(i * 3) % 4]!,
      amount: 50_000,
      status: (['created', 'approved', 'disbursed', 'rejected'] as const)[i % 4]!,
      handoff: 'redirect',
      partnerId: i % 2 === 0 ? partnerId : null,
      idempotencyKey: `journey-${String(i)}`,
      offerSnapshot: {},
      createdAt: at((i * 2) % 9, MINUTES[(i + 2) % 3]!),
    });
  }
  await db.insert(otpCodes).values(otps.slice(0, 45));
  for (const otp of otps.slice(45)) await db.insert(otpCodes).values(otp);
  await db.insert(offerImpressions).values(impressions.slice(0, 45));
  for (const impression of impressions.slice(45)) await db.insert(offerImpressions).values(impression);
  await db.insert(applications).values(apps.slice(0, 45));
  for (const app of apps.slice(45)) await db.insert(applications).values(app);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const window = (from: string, to: string, rest: Partial<ApplicationFilter> = {}): ApplicationFilter => ({
  ...indiaDayBounds({ from, to }),
  ...rest,
});

/** Every window inside the stretch, and wider ones, each with no product and with each product. */
function windows(): ApplicationFilter[] {
  const out: ApplicationFilter[] = [];
  const ranges: [string, string][] = [
    ['2026-01-01', '2026-12-31'],
    ['2026-03-12', '2026-04-30'],
  ];
  for (let a = 0; a < DATES.length; a++)
    for (let b = a; b < DATES.length; b++) ranges.push([DATES[a]!, DATES[b]!]);
  for (const [from, to] of ranges)
    for (const product of [undefined, ...PRODUCTS]) out.push(window(from, to, { product }));
  return out;
}

async function expectSummariesMatchScans() {
  const db = t.database.db;
  for (const filter of windows()) {
    const scanned = await scanJourneyCounts(db, filter, filter);
    const days = summaryDays(filter, { lender: false, partner: false });
    if (!days) throw new Error('whole days expected');
    const label = JSON.stringify({ ...days, product: filter.product });
    expect(await journeySummaryCounts(db, days, 'window', filter.product), label).toEqual(scanned);
    expect(await journeySummaryCounts(db, days, 'after', filter.product), label).toEqual(scanned);
    expect(await journeyCounts(db, filter, filter), label).toEqual(scanned);
  }
  // Filters the summaries do not hold: the applicants are scanned, the steps before them still
  // come from the summaries; together they answer as the whole scan does.
  const unheld: Partial<ApplicationFilter>[] = [
    { status: 'approved' },
    { status: 'rejected', product: 'personal' },
    { lenderId },
    { lenderId, product: 'gold' },
    { partnerId },
    { partnerId, status: 'disbursed' },
  ];
  for (const [from, to] of [
    [DATES[0]!, DATES[8]!],
    [DATES[2]!, DATES[5]!],
    [DATES[4]!, DATES[4]!],
    ['2026-01-01', '2026-12-31'],
  ] as const)
    for (const rest of unheld) {
      const filter = window(from, to, rest);
      const scanned = await scanJourneyCounts(db, filter, filter);
      expect(await journeyCounts(db, filter, filter), JSON.stringify({ from, to, ...rest })).toEqual(scanned);
    }
  // The pairs kept equal the pairs rebuilt from the people's days.
  const rebuilt = await db.execute(sql`
    with d as (select step, day, lag(day, 1, -2147483648) over w as prev_day,
                      lead(day, 1, 2147483647) over w as next_day
                 from journey_person_days window w as (partition by step, person order by day)),
         pairs as (select day, step, prev_day from d
                   union all select 2147483647, step, day from d where next_day = 2147483647),
         expected as (select day, step, prev_day, count(*)::int as people from pairs group by 1, 2, 3)
    select count(*)::int as differences from (
      (select * from expected except select day, step, prev_day, people from journey_day_gaps)
      union all
      (select day, step, prev_day, people from journey_day_gaps except select * from expected)) x`);
  expect(z.object({ rows: z.array(z.unknown()) }).parse(rebuilt).rows).toEqual([{ differences: 0 }]);
}

describe('journey summaries (issue 16)', () => {
  it('answer as the scans do after inserts and repeat visits either side of Indian midnight', async () => {
    const all = await journeyCounts(
      t.database.db,
      window(DATES[0]!, DATES[8]!),
      window(DATES[0]!, DATES[8]!),
    );
    expect(all.signedUp).toBe(PEOPLE);
    expect(all.applied).toBeGreaterThan(0);
    await expectSummariesMatchScans();
  }, 60_000);

  it('answer as the scans do after a status file, single changes, moves, deletions and profile edits', async () => {
    const db = t.database.db;
    const all = await db
      .select({ id: applications.id, publicId: applications.publicId, status: applications.status })
      .from(applications)
      .orderBy(applications.id);
    const file = all
      .filter((a) => a.status === 'created')
      .map((a, i): Record<string, string> => {
        const status = ['submitted', 'approved', 'disbursed', 'rejected', 'in_review'][i % 5]!;
        return status === 'disbursed'
          ? { application_id: a.publicId, status, disbursed_amount: '10000', disbursed_date: '2026-03-16' }
          : status === 'rejected'
            ? { application_id: a.publicId, status, reason: 'Income could not be verified' }
            : { application_id: a.publicId, status };
      });
    const applied = await applyStatusRows(db, rowsOf(file), 'status_file', { chunkSize: 7 });
    expect(applied.errors).toEqual([]);
    await db.update(applications).set({ status: 'disbursed' }).where(eq(applications.id, all[70]!.id));
    await db.update(applications).set({ product: 'home' }).where(eq(applications.id, all[71]!.id));
    await db.update(applications).set({ userId: userIds[1]! }).where(eq(applications.id, all[72]!.id));
    await db
      .update(applications)
      .set({ createdAt: at(2, 23 * 60 + 59) })
      .where(inArray(applications.id, [all[73]!.id, all[74]!.id]));
    await db.delete(applications).where(inArray(applications.id, [all[75]!.id, all[76]!.id, all[77]!.id]));
    await db.update(users).set({ plCompleted: 1 }).where(eq(users.id, userIds[0]!));
    await db.update(users).set({ plCompleted: 0 }).where(eq(users.id, userIds[1]!));
    await db
      .update(users)
      .set({ createdAt: at(8, 1) })
      .where(eq(users.id, userIds[2]!));
    await db.update(users).set({ lastLoginIp: '10.0.0.1' }).where(eq(users.id, userIds[3]!));
    await db
      .update(otpCodes)
      .set({ createdAt: at(5, 1) })
      .where(eq(otpCodes.destination, phone(4)));
    await db
      .update(otpCodes)
      .set({ attempts: 2 })
      .where(eq(otpCodes.destination, phone(5)));
    await db.delete(otpCodes).where(eq(otpCodes.destination, phone(6)));
    await db
      .update(offerImpressions)
      .set({ at: at(0, 1) })
      .where(eq(offerImpressions.userId, userIds[7]!));
    await db.delete(offerImpressions).where(eq(offerImpressions.userId, userIds[8]!));
    await db
      .transaction(async (tx) => {
        await tx.delete(applications).where(eq(applications.userId, userIds[9]!));
        tx.rollback();
      })
      .catch(() => undefined);
    await expectSummariesMatchScans();
  }, 60_000);

  it('keep no number or email of an erased person, and still answer as the scans do', async () => {
    const db = t.database.db;
    const person = {
      userId: userIds[5]!,
      mobile: phone(5),
      email: 'journey5@example.in',
      pan: null,
      fullName: null,
    };
    await db.transaction(async (tx) => {
      for (const entry of PERSONAL_DATA_REGISTRY) await entry.erase(tx, person);
    });
    const left = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(journeyPersonDays)
      .where(
        and(eq(journeyPersonDays.step, 1), inArray(journeyPersonDays.person, [person.mobile, person.email])),
      );
    expect(left).toEqual([{ n: 0 }]);
    const queued = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(journeyDayQueue)
      .where(inArray(journeyDayQueue.person, [person.mobile, person.email]));
    expect(queued).toEqual([{ n: 0 }]);
    await expectSummariesMatchScans();
  }, 60_000);

  it("leave an OTP sent and an offers view to the queue (migration 0020): the customer's request adds nothing else", async () => {
    const db = t.database.db;
    await flushJourneyQueue(db);
    const kept = () =>
      db
        .select()
        .from(journeyPersonDays)
        .orderBy(journeyPersonDays.step, journeyPersonDays.person, journeyPersonDays.day);
    const before = await kept();
    const when = at(8, 12 * 60);
    await db.insert(otpCodes).values({
      purpose: 'customer_login',
      channel: 'sms',
      destination: '9876599999',
      codeHash: 'x'.repeat(64),
      createdAt: when,
      expiresAt: new Date(when.getTime() + 600_000),
    });
    await db.insert(offerImpressions).values({
      userId: userIds[0]!,
      product: 'personal',
      methodVersion: 'test',
      shown: [],
      unmatched: [],
      at: when,
    });
    expect(await kept()).toEqual(before);
    const queued = await db.select().from(journeyDayQueue).orderBy(journeyDayQueue.step);
    expect(queued.map((q) => [q.step, q.person, q.n])).toEqual([
      [1, '9876599999', 1],
      [4, String(userIds[0]), 1],
    ]);
    // The report adds them before it reads: it answers as the scan does, and the queue is empty.
    await expectSummariesMatchScans();
    expect(await db.select().from(journeyDayQueue)).toEqual([]);
    expect(await flushJourneyQueue(db)).toBe(0);
  }, 60_000);

  it('add each queued change once when several flushes run at once', async () => {
    const db = t.database.db;
    const when = at(7, 9 * 60);
    await db.insert(offerImpressions).values(
      userIds.map((userId) => ({
        userId,
        product: 'gold',
        methodVersion: 'test',
        shown: [],
        unmatched: [],
        at: when,
      })),
    );
    const added = await Promise.all([1, 2, 3].map(() => db.transaction(async (tx) => flushJourneyQueue(tx))));
    expect(added.reduce((a, b) => a + b, 0)).toBe(PEOPLE);
    await expectSummariesMatchScans();
  }, 60_000);

  it('are rebuilt as they are kept by the fill statements of migration 0019 (ADR 035: the rebuild)', async () => {
    const db = t.database.db;
    const migration = readFileSync(
      new URL('../src/db/migrations/0019_journey_summaries.sql', import.meta.url),
      'utf8',
    );
    const fill = migration
      .slice(migration.indexOf('-- The rows already there'))
      .split('--> statement-breakpoint');
    expect(fill.length).toBe(4);
    await db.transaction(async (tx) => {
      // Emptied on purpose: the rebuild starts from nothing.
      await tx.delete(journeyDayGaps).where(sql`true`);
      await tx.delete(journeyPersonDays).where(sql`true`);
      // What waits in the queue is in the rows the fill reads: it would count twice.
      await tx.delete(journeyDayQueue).where(sql`true`);
      for (const statement of fill) await tx.execute(sql.raw(statement));
    });
    await expectSummariesMatchScans();
  }, 60_000);
});
