import {
  indiaDayStart,
  rupeesToPaise,
  type RevenueMonth,
  type Statement,
  type StatementLine,
} from '@cl/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { audit, recordExport } from '../../lib/audit.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { reconcile } from './lender-slabs.ts';
import { canClose, monthOf, monthState, type MonthState } from './ledger-months.ts';
import { todayIst } from './partner-rates.service.ts';
import { statementCsv, statementFileName } from './statement-csv.ts';
import {
  closedMonths,
  findClosure,
  insertClosure,
  lenderName,
  lockLedger,
  monthTotals,
  partnerName,
  paymentsByLender,
  statementLines,
} from './ledger.repository.ts';

// Issue 15: every revenue figure people see is read from the ledger: the admin month, the
// statements (admin and partner portal), their CSV exports and the partner dashboard.

const firstOfMonthAfterNext = (month: string) => {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  // 00:00 IST on the first day of the month after next: when a month closes by itself.
  return indiaDayStart(new Date(Date.UTC(y, m + 1, 1)).toISOString().slice(0, 10)).toISOString();
};

async function stateOf(db: Database, month: string): Promise<{ state: MonthState; closedAt: string | null }> {
  const closure = await findClosure(db, month);
  const state = monthState(month, await closedMonths(db), monthOf(todayIst()));
  if (closure) return { state, closedAt: closure.closedAt.toISOString() };
  return { state, closedAt: state === 'auto-closed' ? firstOfMonthAfterNext(month) : null };
}

/** The month's statement totals: per lender (reconciled with its payments) and per partner. */
export async function revenueMonth(db: Database, month: string): Promise<RevenueMonth> {
  const { byLender, byPartner } = await monthTotals(db, month);
  const paid = await paymentsByLender(db, month);
  const lenders = new Map(
    byLender.map((l) => [
      l.lenderId,
      { name: l.name, count: l.count, disbursed: l.disbursedPaise, revenue: l.lenderRevenuePaise },
    ]),
  );
  for (const p of paid)
    if (!lenders.has(p.lenderId))
      lenders.set(p.lenderId, { name: p.name, count: 0, disbursed: 0, revenue: 0 });
  const paidBy = new Map(paid.map((p) => [p.lenderId, p.total === null ? 0 : rupeesToPaise(p.total)]));
  return {
    month,
    ...(await stateOf(db, month)),
    lenders: [...lenders.entries()]
      .map(([lenderId, l]) => {
        const paidPaise = paidBy.get(lenderId) ?? 0;
        return {
          lenderId,
          lender: l.name,
          disbursals: l.count,
          disbursedPaise: l.disbursed,
          revenuePaise: l.revenue,
          paidPaise,
          ...reconcile(l.revenue, paidPaise),
        };
      })
      .sort((a, b) => b.revenuePaise - a.revenuePaise || a.lender.localeCompare(b.lender)),
    partners: byPartner
      .map((p) => ({
        partnerId: p.partnerId,
        partner: p.name,
        disbursals: p.count,
        disbursedPaise: p.disbursedPaise,
        earnedPaise: p.partnerEarningPaise,
      }))
      .sort((a, b) => b.earnedPaise - a.earnedPaise || a.partner.localeCompare(b.partner)),
  };
}

type Party = { partnerId: number } | { lenderId: number };

/** A partner's or a lender's statement for a month: its lines and their totals. */
export async function readStatement(db: Database, month: string, party: Party): Promise<Statement> {
  const isPartner = 'partnerId' in party;
  const id = isPartner ? party.partnerId : party.lenderId;
  const name = isPartner ? await partnerName(db, id) : await lenderName(db, id);
  if (name === null) throw notFound(isPartner ? 'No such partner' : 'No such lender');
  const rows = await statementLines(db, month, party);
  const lines: StatementLine[] = rows.map((r) => ({
    reference: r.reference,
    lender: r.lender,
    kind: r.kind === 'reversal' ? 'reversal' : 'disbursal',
    disbursalDay: r.disbursalDay,
    correctionFor: monthOf(r.disbursalDay) === month ? null : monthOf(r.disbursalDay),
    disbursals: r.count,
    disbursedPaise: r.disbursedPaise,
    amountPaise: isPartner ? r.partnerEarningPaise : r.lenderRevenuePaise,
    percentMilli: isPartner ? r.percentMilli : null,
    flatPaise: isPartner ? r.flatPaise : null,
    recordedAt: r.recordedAt.toISOString(),
  }));
  const totals = { disbursals: 0, disbursedPaise: 0, amountPaise: 0 };
  for (const l of lines) {
    totals.disbursals += l.disbursals;
    totals.disbursedPaise += l.disbursedPaise;
    totals.amountPaise += l.amountPaise;
  }
  return {
    party: isPartner ? 'partner' : 'lender',
    id,
    name,
    month,
    ...(await stateOf(db, month)),
    lines,
    totals,
  };
}

/** An admin closes an ended month: its statements never change again (later lines go to a later month). */
export async function closeMonth(db: Database, request: FastifyRequest, month: string) {
  if (!canClose(month, monthOf(todayIst())))
    throw badRequest(`${month} has not ended yet; only an ended month can be closed`);
  await db.transaction(async (tx) => {
    // The ledger lock: a disbursal being recorded lands either before the close or after it.
    await lockLedger(tx);
    if (await findClosure(tx, month)) return;
    await insertClosure(tx, month, request.session?.subjectId ?? null);
    await audit(tx, request, { action: 'revenue.month.close', entity: 'revenue_month', entityId: month });
  });
  return { month, ...(await stateOf(db, month)) };
}

/**
 * A statement as a CSV file (IST times, ₹ Indian grouping, application references). The export is
 * recorded, by the admin or the partner who took it (DPDP: the lines name applications).
 */
export async function exportStatement(db: Database, request: FastifyRequest, month: string, party: Party) {
  const s = await readStatement(db, month, party);
  const isPartner = 'partnerId' in party;
  await recordExport(db, request, isPartner ? 'export.partner_statement' : 'export.lender_statement', {
    entity: isPartner ? 'partner' : 'lender',
    entityId: s.id,
    filters: { month, state: s.state },
    rows: s.lines.length,
  });
  return { fileName: statementFileName(s), csv: statementCsv(s) };
}
