import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { PARTNER_STATEMENT_API, REVENUE_API, birthDateToIso, todayInIndia } from '@cl/contracts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signInAdmin } from './support/admin.ts';
import { signInPartner } from './support/partner.ts';
import { multipartBody } from './support/multipart.ts';
import { applications, auditLog, lenders, partners, revenueLedgerLines } from '../src/db/schema/index.ts';

// Issue 15 "done when": a month with several partners, flat fees, a mid-month rate change and a
// late status upload, recomputed here with plain arithmetic and compared to the paisa with the
// admin API, the partner API and the statements. The month under test is the previous IST month
// (open until an admin closes it); the late upload lands in the current month.

const today = birthDateToIso(todayInIndia());
const current = today.slice(0, 7);
const [cy = 2026, cm = 1] = current.split('-').map(Number);
const prior = new Date(Date.UTC(cy, cm - 2, 1));
const M = `${String(prior.getUTCFullYear())}-${String(prior.getUTCMonth() + 1).padStart(2, '0')}`;
const day = (d: number) => `${M}-${String(d).padStart(2, '0')}`;

let t: TestApp;
let finance: Awaited<ReturnType<typeof signInAdmin>>;
let ops: Awaited<ReturnType<typeof signInAdmin>>;
const partnerId: Record<'A' | 'B' | 'C', number> = { A: 0, B: 0, C: 0 };
let L1 = 0;
let L2 = 0;

/** An approved application of a partner (or none) at a lender; answers its reference. */
async function application(partner: number | null, lenderId: number): Promise<string> {
  const [row] = await t.database.db
    .insert(applications)
    .values({
      userId: 1,
      lenderId,
      product: 'personal',
      amount: 100000,
      status: 'approved',
      handoff: 'redirect',
      partnerId: partner,
      idempotencyKey: `ledger-${String(Math.random())}`,
      offerSnapshot: {},
    })
    .returning({ publicId: applications.publicId });
  if (!row) throw new Error('no application');
  return row.publicId;
}

async function uploadDisbursals(rows: [reference: string, amount: number, day: string][]) {
  const lines = ['Application ID,Status,Lender Reference,Reason,Disbursed Amount,Disbursed Date'];
  for (const [ref, amount, d] of rows) lines.push(`${ref},disbursed,,,${String(amount)},${d}`);
  const m = multipartBody({ name: 'status.csv', body: Buffer.from(lines.join('\r\n')) });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload-application-status-file',
    payload: m.payload,
    headers: { ...ops.headers, 'content-type': m.contentType },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().errors).toEqual([]);
}

const url = (path: string, params: Record<string, string | number>, month: string) =>
  `${Object.entries(params).reduce((p, [k, v]) => p.replace(`:${k}`, String(v)), path)}?month=${month}`;

const setRate = (id: number, percent: number, flat: number, from: string) =>
  finance.post(REVENUE_API.partnerRates.replace(':partnerId', String(id)), {
    revenue_percent: percent,
    revenue_flat_fee: flat,
    effective_from: from,
  });

// Plain arithmetic, in paise: percent of rupees, rounded to the paisa, plus the flat fee.
const earn = (rupees: number, percent: number, flatRupees: number) =>
  Math.round(rupees * percent) + flatRupees * 100;

const refs: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  finance = await signInAdmin(t, 1);
  ops = await signInAdmin(t, 2);
  const rows = await t.database.db
    .select({ id: partners.id, key: partners.key })
    .from(partners)
    .where(inArray(partners.key, ['vakrangee', 'fastpay', 'comparewise']));
  const id = (key: string) => rows.find((r) => r.key === key)?.id ?? 0;
  partnerId.A = id('vakrangee');
  partnerId.B = id('fastpay');
  partnerId.C = id('comparewise');
  const ls = await t.database.db.select({ id: lenders.id }).from(lenders).orderBy(lenders.id).limit(2);
  L1 = ls[0]?.id ?? 0;
  L2 = ls[1]?.id ?? 0;
  // Terms from the first of the month: A 2.5% + ₹50, B 1% + ₹150, C 1.75% and no flat fee.
  for (const [p, percent, flat] of [
    [partnerId.A, 2.5, 50],
    [partnerId.B, 1, 150],
    [partnerId.C, 1.75, 0],
  ] as const) {
    const res = await setRate(p, percent, flat, day(1));
    expect(res.statusCode, res.body).toBe(200);
  }
  for (const [name, partner, lender] of [
    ['a1', partnerId.A, L1],
    ['a2', partnerId.A, L1],
    ['b1', partnerId.B, L1],
    ['c1', partnerId.C, L2],
    ['a3', partnerId.A, L1],
    ['b2', partnerId.B, L2],
    ['direct', null, L1],
    ['late', partnerId.A, L2],
  ] as const)
    refs[name] = await application(partner, lender);
});

afterAll(async () => {
  await t.close();
});

describe('revenue ledger: one month, recomputed independently (issue 15)', () => {
  it('records disbursals once, applies a mid-month rate change from its day, and never rewrites a closed month', async () => {
    const first: [string, number, string][] = [
      [refs.a1 ?? '', 160000, day(3)],
      [refs.a2 ?? '', 170000, day(5)],
      [refs.b1 ?? '', 1200000, day(7)],
      [refs.c1 ?? '', 300000, day(9)],
    ];
    await uploadDisbursals(first);
    // A's rate changes from the 15th: 3% + ₹75. Backdating over recorded disbursals is refused.
    const backdated = await setRate(partnerId.A, 3, 75, day(5));
    expect(backdated.statusCode).toBe(400);
    expect(backdated.json().message).toMatch(/already|on the ledger/);
    expect((await setRate(partnerId.A, 3, 75, day(15))).statusCode).toBe(200);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'partner.rate'));
    expect(audits.length).toBe(4);
    await uploadDisbursals([
      [refs.a3 ?? '', 1500000, day(18)],
      [refs.b2 ?? '', 200000, day(20)],
      [refs.direct ?? '', 50000, day(22)],
    ]);
    // The same file again adds no line.
    const before = await t.database.db.select().from(revenueLedgerLines);
    await uploadDisbursals(first);
    expect(await t.database.db.select().from(revenueLedgerLines)).toHaveLength(before.length);
    expect(before).toHaveLength(7);

    // The month closes; then the lender's late file brings a disbursal of the 12th (before A's change).
    const closed = await finance.post(REVENUE_API.closeMonth.replace(':month', M));
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.state).toBe('closed');
    expect((await finance.post(REVENUE_API.closeMonth.replace(':month', current))).statusCode).toBe(400);
    const monthBefore = (await finance.get(url(REVENUE_API.month, {}, M))).json().data;
    await uploadDisbursals([[refs.late ?? '', 400000, day(12)]]);
    const monthAfter = (await finance.get(url(REVENUE_API.month, {}, M))).json().data;
    expect(monthAfter).toEqual(monthBefore);

    // --- the month, by hand (paise) ---
    const A = earn(160000, 2.5, 50) + earn(170000, 2.5, 50) + earn(1500000, 3, 75); // 4,050 + 4,300 + 45,075
    const B = earn(1200000, 1, 150) + earn(200000, 1, 150); // 12,150 + 2,150
    const C = earn(300000, 1.75, 0); // 5,250
    expect([A, B, C]).toEqual([5342500, 1430000, 525000]);
    // Seeded slabs: under ₹25 lakh a month 2%; from ₹25 lakh 2.5% + ₹100 a disbursal.
    const l1Total = 160000 + 170000 + 1200000 + 1500000 + 50000; // 30.8 lakh
    const L1rev = Math.round(l1Total * 2.5) + 5 * 100 * 100;
    const L2rev = Math.round((300000 + 200000) * 2);
    const lateEarning = earn(400000, 2.5, 50); // at the rate in force on the 12th
    const lateLender = Math.round((300000 + 200000 + 400000) * 2) - L2rev; // the month's change

    const byPartner = (id: number) =>
      (monthAfter.partners as { partnerId: number; earnedPaise: number }[]).find((p) => p.partnerId === id)
        ?.earnedPaise;
    expect([byPartner(partnerId.A), byPartner(partnerId.B), byPartner(partnerId.C)]).toEqual([A, B, C]);
    const byLender = (data: { lenders: { lenderId: number; revenuePaise: number }[] }, id: number) =>
      data.lenders.find((l) => l.lenderId === id)?.revenuePaise;
    expect([byLender(monthAfter, L1), byLender(monthAfter, L2)]).toEqual([L1rev, L2rev]);

    // The partner's own statement and the admin's agree with the arithmetic.
    const partner = await signInPartner(t, 'vakrangee');
    const own = (await partner.get(`${PARTNER_STATEMENT_API.statement}?month=${M}`)).json().data;
    const admins = (
      await finance.get(url(REVENUE_API.partnerStatement, { partnerId: partnerId.A }, M))
    ).json().data;
    expect(own).toEqual(admins);
    expect(own.totals).toEqual({
      disbursals: 3,
      disbursedPaise: (160000 + 170000 + 1500000) * 100,
      amountPaise: A,
    });
    expect(own.state).toBe('closed');
    expect(own.lines.map((l: { reference: string }) => l.reference)).toEqual([refs.a1, refs.a2, refs.a3]);

    // The late disbursal is a correction on the current month's statements.
    const next = (await partner.get(`${PARTNER_STATEMENT_API.statement}?month=${current}`)).json().data;
    expect(next.totals.amountPaise).toBe(lateEarning);
    expect(next.lines[0]).toMatchObject({ reference: refs.late, correctionFor: M, disbursalDay: day(12) });
    const lenderNext = (await finance.get(url(REVENUE_API.lenderStatement, { lenderId: L2 }, current))).json()
      .data;
    expect(lenderNext.totals.amountPaise).toBe(lateLender);
    const currentMonth = (await finance.get(url(REVENUE_API.month, {}, current))).json().data;
    expect(byLender(currentMonth, L2)).toBe(lateLender);

    // The dashboard reads the same lines by disbursal day: M's days hold all four of A's disbursals.
    const dash = (
      await partner.get(`/api/partner/dashboard?preset=custom_range&from=${day(1)}&to=${day(28)}`)
    ).json().data;
    expect(dash.earnedPaise).toBe(A + lateEarning);
    expect(dash.disbursals).toBe(4);
    const chart = dash.daily as { disbursals: number; earnedPaise: number }[];
    expect(chart.reduce((s, d) => s + d.earnedPaise, 0)).toBe(dash.earnedPaise);
    expect(chart.reduce((s, d) => s + d.disbursals, 0)).toBe(dash.disbursals);

    // The CSV: application references, ₹ with Indian grouping, IST times.
    const file = await partner.get(`${PARTNER_STATEMENT_API.export}?month=${M}`);
    expect(file.headers['content-type']).toMatch(/text\/csv/);
    expect(file.body).toContain(refs.a3);
    expect(file.body).toContain('"₹15,00,000.00"');
    expect(file.body).toContain('"₹45,075.00"');
    // Days and times as every report shows them (ADR 023): '5 Nov 2026', '"5 Nov 2026, 1:53 am IST"'.
    expect(file.body).toMatch(/,\d{1,2} [A-Z][a-z]{2} \d{4},/);
    expect(file.body).toMatch(/"\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST"/);
    expect(file.body).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('a changed amount is reversed and re-recorded; the other partner cannot read it', async () => {
    const before = (
      await finance.get(url(REVENUE_API.partnerStatement, { partnerId: partnerId.A }, current))
    ).json().data.totals.amountPaise;
    await uploadDisbursals([[refs.late ?? '', 410000, day(12)]]);
    const after = (
      await finance.get(url(REVENUE_API.partnerStatement, { partnerId: partnerId.A }, current))
    ).json().data;
    // reversal of ₹10,050 and a new line of 2.5% x 4,10,000 + ₹50 = ₹10,300
    expect(after.totals.amountPaise - before).toBe(earn(410000, 2.5, 50) - earn(400000, 2.5, 50));
    expect(after.lines.map((l: { kind: string }) => l.kind)).toEqual(['disbursal', 'reversal', 'disbursal']);
    const other = await signInPartner(t, 'fastpay');
    const theirs = (await other.get(`${PARTNER_STATEMENT_API.statement}?month=${current}`)).json().data;
    expect(theirs.lines).toEqual([]);
  });

  it('refuses a bad month or rate with a clear message and changes nothing', async () => {
    expect((await finance.get(`${REVENUE_API.month}?month=2026-13`)).statusCode).toBe(400);
    const bad = await setRate(partnerId.B, 120, 0, today);
    expect(bad.statusCode).toBe(400);
    const closedMonth = await setRate(partnerId.B, 2, 0, day(25));
    expect(closedMonth.statusCode).toBe(400);
    expect(closedMonth.json().message).toMatch(/closed/);
    const history = (
      await finance.get(REVENUE_API.partnerRates.replace(':partnerId', String(partnerId.B)))
    ).json();
    expect(history.data.map((r: { effectiveFrom: string }) => r.effectiveFrom)).toEqual([
      day(1),
      '2000-01-01',
    ]);
  });
});
