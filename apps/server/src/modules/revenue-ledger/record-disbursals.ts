import { birthDateToIso, percentOfPaise, rupeesToPaise, todayInIndia } from '@cl/contracts';
import type { Db } from '../applications/applications.repository.ts';
import { backfillLedgerMonth, ledgerMonthFor, monthDays, monthOf } from './ledger-months.ts';
import { toRevenueSlab, marginalLenderRevenue, type MonthTotals, type RevenueSlab } from './lender-slabs.ts';
import { partnerEarningPaise, rateOn } from './partner-rates.ts';
import {
  closedMonths,
  disbursalFacts,
  insertLines,
  ledgerNets,
  lenderMonthTotals,
  lockLedger,
  ratesOf,
  slabsOf,
  type NewLedgerLine,
} from './ledger.repository.ts';

// Issue 15: a disbursal is put on the ledger in the transaction that records it (status file, MIS
// file). Recording is idempotent: an application whose ledger lines already say what it holds gets
// no line; one whose amount or day changed gets a reversal of what the ledger held and a new line.
// docs/decisions/020-revenue-ledger.md.

/**
 * The marketplace's fee on a network loan's disbursal (BUYER_FINDER_FEES, basis points), read as a
 * percentage of the principal, once (ADR 034). A reversal's negative amount gives a negative fee.
 */
export function networkFeePaise(disbursedPaise: number, feeBp: number): number {
  const fee = percentOfPaise(Math.abs(disbursedPaise), feeBp * 10);
  return disbursedPaise < 0 ? -fee : fee;
}

interface Live {
  day: string;
  lenderId: number;
  partnerId: number | null;
  count: number;
  disbursedPaise: number;
  partnerEarningPaise: number;
}

/**
 * Puts the disbursals of these applications on the ledger. Call inside the recording transaction.
 * `backfill`: disbursals from before the ledger existed, filed in their own month (ledger-backfill.ts).
 */
export async function recordDisbursals(
  tx: Db,
  applicationIds: number[],
  { now = new Date(), backfill = false }: { now?: Date; backfill?: boolean } = {},
): Promise<number> {
  if (applicationIds.length === 0) return 0;
  await lockLedger(tx);
  const facts = await disbursalFacts(tx, applicationIds);
  const nets = await ledgerNets(tx, applicationIds);
  const live = new Map<number, Live>();
  for (const n of nets) if (n.count !== 0) live.set(n.applicationId, { ...n, day: n.disbursalDay });
  const currentMonth = monthOf(birthDateToIso(todayInIndia(now)));
  const closed = await closedMonths(tx);
  const lenderIds = [...new Set(facts.map((f) => f.lenderId))];
  const slabRows = await slabsOf(tx, lenderIds);
  const partnerIds = [...new Set(facts.flatMap((f) => (f.partnerId === null ? [] : [f.partnerId])))];
  const rates = await ratesOf(tx, partnerIds);
  const months = new Map<string, MonthTotals>();
  const monthKey = (lenderId: number, day: string) => `${String(lenderId)}:${monthOf(day)}`;
  const totalsFor = async (lenderId: number, day: string) => {
    const key = monthKey(lenderId, day);
    const known = months.get(key);
    if (known) return known;
    const { from, to } = monthDays(monthOf(day));
    const read = await lenderMonthTotals(tx, lenderId, from, to);
    months.set(key, read);
    return read;
  };
  const slabsFor = (lenderId: number): RevenueSlab[] =>
    slabRows.filter((s) => s.lenderId === lenderId).map(toRevenueSlab);
  const lines: NewLedgerLine[] = [];
  const append = async (
    line: Omit<NewLedgerLine, 'ledgerMonth' | 'lenderRevenuePaise'>,
    networkFeeBp: number | null,
  ) => {
    const before = await totalsFor(line.lenderId, line.disbursalDay);
    const change = { count: line.disbursalCount, totalPaise: line.disbursedPaise };
    // A network lender has no slabs: its side is the fee it published (ADR 034), per disbursal.
    const lenderRevenuePaise =
      networkFeeBp === null
        ? marginalLenderRevenue(slabsFor(line.lenderId), before, change)
        : networkFeePaise(line.disbursedPaise, networkFeeBp);
    months.set(monthKey(line.lenderId, line.disbursalDay), {
      count: before.count + change.count,
      totalPaise: before.totalPaise + change.totalPaise,
    });
    const ledgerMonth = (backfill ? backfillLedgerMonth : ledgerMonthFor)(
      monthOf(line.disbursalDay),
      closed,
      currentMonth,
    );
    lines.push({ ...line, ledgerMonth, lenderRevenuePaise });
  };
  for (const fact of facts) {
    const held = live.get(fact.id);
    const wanted =
      fact.status === 'disbursed' && fact.disbursedAmount !== null && fact.disbursedOn !== null
        ? { day: fact.disbursedOn, paise: rupeesToPaise(fact.disbursedAmount) }
        : null;
    if (
      held &&
      wanted &&
      held.day === wanted.day &&
      held.disbursedPaise === wanted.paise &&
      held.lenderId === fact.lenderId &&
      held.partnerId === fact.partnerId
    )
      continue;
    if (!held && !wanted) continue;
    if (held)
      await append(
        {
          kind: 'reversal',
          applicationId: fact.id,
          lenderId: held.lenderId,
          partnerId: held.partnerId,
          disbursalDay: held.day,
          disbursalCount: -held.count,
          disbursedPaise: -held.disbursedPaise,
          partnerEarningPaise: -held.partnerEarningPaise,
          partnerRateId: null,
        },
        fact.networkFeeBp,
      );
    if (wanted) {
      const rate =
        fact.partnerId === null
          ? null
          : rateOn(
              rates.filter((r) => r.partnerId === fact.partnerId),
              wanted.day,
            );
      await append(
        {
          kind: 'disbursal',
          applicationId: fact.id,
          lenderId: fact.lenderId,
          partnerId: fact.partnerId,
          disbursalDay: wanted.day,
          disbursalCount: 1,
          disbursedPaise: wanted.paise,
          partnerEarningPaise: partnerEarningPaise(wanted.paise, rate),
          partnerRateId: rate?.id ?? null,
        },
        fact.networkFeeBp,
      );
    }
  }
  await insertLines(tx, lines);
  return lines.length;
}
