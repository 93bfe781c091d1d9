import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { PARTNER_STATEMENT_API, birthDateToIso, todayInIndia } from '@cl/contracts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signInPartner } from './support/partner.ts';
import {
  applications,
  lenders,
  partnerRates,
  revenueLedgerLines,
  revenueMonthClosures,
} from '../src/db/schema/index.ts';
import { backfillLedger } from '../src/modules/revenue-ledger/ledger-backfill.ts';

// ADR 020: applications disbursed before the ledger existed are put on it at start-up, through
// recordDisbursals, once. A month no admin closed gets them in its own statement; an admin-closed
// one never changes, so they land in the current month as corrections.

const current = birthDateToIso(todayInIndia()).slice(0, 7);
let t: TestApp;
let partner: Awaited<ReturnType<typeof signInPartner>>;
let lenderId = 0;
const ids: Record<string, number> = {};

async function disbursed(name: string, status: string, amount: string | null, day: string | null) {
  const [row] = await t.database.db
    .insert(applications)
    .values({
      userId: 1,
      lenderId,
      product: 'personal',
      amount: 100000,
      status,
      handoff: 'redirect',
      partnerId: partner.partnerId,
      idempotencyKey: `backfill-${name}`,
      offerSnapshot: {},
      disbursedAmount: amount,
      disbursedOn: day,
    })
    .returning({ id: applications.id });
  if (!row) throw new Error('no application');
  ids[name] = row.id;
}

const linesOf = (names: string[]) =>
  t.database.db
    .select()
    .from(revenueLedgerLines)
    .where(
      inArray(
        revenueLedgerLines.applicationId,
        names.map((n) => ids[n] ?? 0),
      ),
    );

beforeAll(async () => {
  t = await createTestApp();
  partner = await signInPartner(t, 'vakrangee');
  const [lender] = await t.database.db.select({ id: lenders.id }).from(lenders).limit(1);
  lenderId = lender?.id ?? 0;
  // Inserted straight into the table, as before the ledger: no line is written for them.
  await disbursed('march1', 'disbursed', '200000.00', '2025-03-10');
  await disbursed('march2', 'disbursed', '50000.50', '2025-03-28');
  await disbursed('april', 'disbursed', '100000.00', '2025-04-02');
  await disbursed('pending', 'approved', null, null);
  await disbursed('noDay', 'disbursed', '1000.00', null);
  await t.database.db.insert(revenueMonthClosures).values({ month: '2025-04' });
});

afterAll(async () => {
  await t.close();
});

describe('ledger backfill (ADR 020)', () => {
  it('puts each earlier disbursal on the ledger once, in chunks, and nothing else', async () => {
    expect(await linesOf(Object.keys(ids))).toEqual([]);
    expect(await backfillLedger(t.database.db, { chunk: 2 })).toBe(3);
    const lines = await linesOf(Object.keys(ids));
    const of = (name: string) => lines.filter((l) => l.applicationId === ids[name]);
    for (const name of ['march1', 'march2', 'april'])
      expect(of(name).map((l) => [l.kind, l.disbursalCount])).toEqual([['disbursal', 1]]);
    expect(of('pending')).toEqual([]);
    expect(of('noDay')).toEqual([]);
    expect(of('march1')[0]).toMatchObject({ ledgerMonth: '2025-03', disbursedPaise: 20_000_000 });
    expect(of('march2')[0]).toMatchObject({ ledgerMonth: '2025-03', disbursedPaise: 5_000_050 });
    // April was closed by an admin: a correction in the current month, the closed statement as it was.
    expect(of('april')[0]).toMatchObject({ ledgerMonth: current, disbursalDay: '2025-04-02' });
  });

  it('earns the partner rate in force on the disbursal day', async () => {
    const rates = await t.database.db
      .select()
      .from(partnerRates)
      .where(eq(partnerRates.partnerId, partner.partnerId));
    const rate = rates
      .filter((r) => r.effectiveFrom <= '2025-03-10')
      .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))
      .at(-1);
    if (!rate) throw new Error('the seeded partner has no rate');
    const [line] = await linesOf(['march1']);
    // 2,00,000 rupees = 2,00,00,000 paise at percentMilli thousandths of a percent, plus the flat fee.
    expect(line?.partnerEarningPaise).toBe(
      Math.round((20_000_000 * rate.percentMilli) / 100_000) + rate.flatPaise,
    );
  });

  it('adds nothing when run again', async () => {
    const before = await t.database.db.select().from(revenueLedgerLines);
    expect(await backfillLedger(t.database.db)).toBe(0);
    expect(await t.database.db.select().from(revenueLedgerLines)).toEqual(before);
  });

  it("shows the backfilled month on the partner's statement", async () => {
    const res = await partner.get(`${PARTNER_STATEMENT_API.statement}?month=2025-03`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.totals).toMatchObject({ disbursals: 2, disbursedPaise: 25_000_050 });
  });
});
