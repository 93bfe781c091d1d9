import type { Database } from '../../db/client.ts';
import {
  APPLICATION_STATUSES,
  isApplicationStatus,
  isoDateOf,
  shiftDate,
  type DashboardData,
} from '@cl/contracts';
import type { ApplicationFilter } from './admin-reports.repository.ts';
import { scanDashboardRows } from './dashboard.repository.ts';
import { DAY_ZERO, summaryDays } from './report-summaries.ts';
import { dashboardSummaryRows } from './report-summaries.repository.ts';

/** One row of the grouping-sets query: exactly one of status, lender, partner is the group. */
export interface DashboardGroupRow {
  /** grouping() of (status, lender_id, partner_id): the bits of the columns NOT grouped on. */
  set: number;
  status: string | null;
  lenderId: number | null;
  partnerId: number | null;
  n: number;
  disbursed: string | number | null;
}

/** Applications on one day, the day as days since 2000-01-01 in India (see dayOfNumber). */
export interface DashboardDayRow {
  day: number;
  n: number;
}

/** The dashboard's four views: the contracts' answer without the range it was asked for. */
export type Dashboard = Omit<DashboardData, 'range'>;

const BY_STATUS = 0b011;
const BY_LENDER = 0b101;
const BY_PARTNER = 0b110;
const TOP = 25;
export const DIRECT = 'Direct';

const byCountThenName = <T extends { name: string; n: number }>(a: T, b: T) =>
  b.n - a.n || a.name.localeCompare(b.name);

/**
 * Folds the per-day counts and the grouping-sets answer into the dashboard's four views:
 * applications per day (in day order), the funnel by status (in lifecycle order), and the 25 largest lenders and
 * partners (customers with no partner are 'Direct'). Names come from the small lender and
 * partner tables.
 */
export function foldDashboard(
  days: DashboardDayRow[],
  rows: DashboardGroupRow[],
  lenderNames: Map<number, string>,
  partnerNames: Map<number, string>,
): Dashboard {
  const pick = (set: number) => rows.filter((r) => r.set === set);
  const perDay = [...days]
    .sort((a, b) => a.day - b.day)
    .map((r) => ({ day: dayOfNumber(r.day), applications: r.n }));
  // The column holds only known statuses; a row that does not is left out, not answered as text.
  const funnel = pick(BY_STATUS)
    .flatMap((r) =>
      r.status !== null && isApplicationStatus(r.status) ? [{ status: r.status, count: r.n }] : [],
    )
    .sort((a, b) => APPLICATION_STATUSES.indexOf(a.status) - APPLICATION_STATUSES.indexOf(b.status));
  const byLender = pick(BY_LENDER)
    .map((r) => ({
      name: lenderNames.get(r.lenderId ?? -1) ?? `#${String(r.lenderId)}`,
      n: r.n,
      disbursed: r.disbursed === null ? 0 : Number(r.disbursed),
    }))
    .sort(byCountThenName)
    .slice(0, TOP)
    .map((r) => ({ lender: r.name, applications: r.n, disbursed: r.disbursed }));
  const partnerTotals = new Map<string, number>();
  for (const r of pick(BY_PARTNER)) {
    const name = r.partnerId === null ? DIRECT : (partnerNames.get(r.partnerId) ?? DIRECT);
    partnerTotals.set(name, (partnerTotals.get(name) ?? 0) + r.n);
  }
  const byPartner = [...partnerTotals]
    .map(([name, n]) => ({ name, n }))
    .sort(byCountThenName)
    .slice(0, TOP)
    .map((r) => ({ partner: r.name, applications: r.n }));
  return { perDay, funnel, byLender, byPartner };
}

// The Indian calendar day as a number of days since 2000-01-01 IST: plain arithmetic per row,
// several times cheaper than a time-zone conversion and to_char over a million rows
// (dashboard.repository.ts counts by it).

/** Day number since 2000-01-01 (IST) -> 'YYYY-MM-DD'. */
export function dayOfNumber(n: number): string {
  return isoDateOf(shiftDate(DAY_ZERO, n));
}

interface DashboardRows {
  days: DashboardDayRow[];
  rows: DashboardGroupRow[];
  lenderRows: { id: number; name: string }[];
  partnerRows: { id: number; name: string }[];
}

const fold = ({ days, rows, lenderRows, partnerRows }: DashboardRows): Dashboard =>
  foldDashboard(
    days,
    rows,
    new Map(lenderRows.map((l) => [l.id, l.name])),
    new Map(partnerRows.map((p) => [p.id, p.name])),
  );

/**
 * The admin dashboard from the daily summaries (a year is tens of thousands of summary rows;
 * docs/decisions/029). A filter they cannot answer (a lender or partner chosen, or a window off
 * the Indian day boundaries) scans applications instead: see scanDashboard.
 */
export async function loadDashboard(db: Database, filter: ApplicationFilter): Promise<Dashboard> {
  const days = summaryDays(filter, { lender: true, partner: true });
  return fold(days ? await dashboardSummaryRows(db, days, filter) : await scanDashboardRows(db, filter));
}

/**
 * The admin dashboard by scanning applications: two scans run at once, per day and one GROUPING
 * SETS pass for status, lender and partner (migration 0002 tells PostgreSQL how few days there are).
 */
export async function scanDashboard(db: Database, filter: ApplicationFilter): Promise<Dashboard> {
  return fold(await scanDashboardRows(db, filter));
}
