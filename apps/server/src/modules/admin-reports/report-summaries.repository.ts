import { and, asc, between, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import {
  applicationDayLenderTotals as lt,
  applicationDayPartnerTotals as pt,
  lenders,
  partners,
} from '../../db/schema/index.ts';
import type { ApplicationFilter } from './admin-reports.repository.ts';
import type { DashboardDayRow, DashboardGroupRow } from './dashboard.ts';
import type { SummaryDays } from './report-summaries.ts';

// Reads of the daily summaries (migration 0012, docs/decisions/029): a year is a few tens of
// thousands of summary rows instead of a million applications. Each answers exactly what the
// scans in admin-reports.repository.ts and dashboard.repository.ts answer for the same filter.

type LenderColumn = typeof lt.created;
type PartnerColumn = typeof pt.created;

const LENDER_COUNTS: Record<ApplicationStatus, LenderColumn> = {
  created: lt.created,
  submitted: lt.submitted,
  in_review: lt.inReview,
  approved: lt.approved,
  disbursed: lt.disbursed,
  rejected: lt.rejected,
  expired: lt.expired,
};
const LENDER_AMOUNTS: Record<ApplicationStatus, typeof lt.createdAmount> = {
  created: lt.createdAmount,
  submitted: lt.submittedAmount,
  in_review: lt.inReviewAmount,
  approved: lt.approvedAmount,
  disbursed: lt.disbursedStatusAmount,
  rejected: lt.rejectedAmount,
  expired: lt.expiredAmount,
};
const PARTNER_COUNTS: Record<ApplicationStatus, PartnerColumn> = {
  created: pt.created,
  submitted: pt.submitted,
  in_review: pt.inReview,
  approved: pt.approved,
  disbursed: pt.disbursed,
  rejected: pt.rejected,
  expired: pt.expired,
};
const STATUSES = Object.keys(LENDER_COUNTS) as ApplicationStatus[];

const statusOf = (filter: ApplicationFilter) => filter.status as ApplicationStatus | undefined;

/** Applications the filter counts in a lender-summary row: all, or those of its one status. */
const lenderCount = (filter: ApplicationFilter) => {
  const status = statusOf(filter);
  return status ? LENDER_COUNTS[status] : lt.applications;
};
const lenderAmount = (filter: ApplicationFilter) => {
  const status = statusOf(filter);
  return status ? LENDER_AMOUNTS[status] : lt.disbursedAmount;
};
/** sum() of one status's count, or 0 when the filter leaves that status out. */
const statusSum = (filter: ApplicationFilter, status: ApplicationStatus) =>
  filter.status === undefined || filter.status === status
    ? sql<number>`sum(${LENDER_COUNTS[status]})::int`
    : sql<number>`0`;

const lenderWhere = (days: SummaryDays, filter: ApplicationFilter): SQL | undefined =>
  and(
    between(lt.day, days.from, days.to),
    filter.lenderId ? eq(lt.lenderId, filter.lenderId) : undefined,
    filter.product ? eq(lt.product, filter.product) : undefined,
  );

/**
 * The dashboard's rows (as scanDashboardRows answers them): per day and per lender from the lender
 * summary (the status totals are the sums of the lenders' rows), per partner from the partner one.
 * Two plain aggregates: GROUPING SETS would compute every sum for every set.
 */
export async function dashboardSummaryRows(db: Database, days: SummaryDays, filter: ApplicationFilter) {
  const status = statusOf(filter);
  const where = lenderWhere(days, filter);
  const n = sql<number>`sum(${lenderCount(filter)})::int`;
  const partnerN = sql<number>`sum(${status ? PARTNER_COUNTS[status] : pt.applications})::int`;
  const statusSums = Object.fromEntries(STATUSES.map((s) => [s, statusSum(filter, s)])) as Record<
    ApplicationStatus,
    SQL<number>
  >;
  const [dayRows, lenderRows, partnerRows, lenderNames, partnerNames] = await Promise.all([
    db.select({ day: lt.day, n }).from(lt).where(where).groupBy(lt.day).having(gt(n, 0)),
    db
      .select({ lenderId: lt.lenderId, n, amount: sql<string>`sum(${lenderAmount(filter)})`, ...statusSums })
      .from(lt)
      .where(where)
      .groupBy(lt.lenderId)
      .having(gt(n, 0)),
    db
      .select({ partnerId: pt.partnerId, n: partnerN })
      .from(pt)
      .where(between(pt.day, days.from, days.to))
      .groupBy(pt.partnerId)
      .having(gt(partnerN, 0)),
    db.select({ id: lenders.id, name: lenders.name }).from(lenders),
    db.select({ id: partners.id, name: partners.displayName }).from(partners),
  ]);
  const group = (set: number, fields: Partial<DashboardGroupRow>, count: number): DashboardGroupRow => ({
    set,
    status: null,
    lenderId: null,
    partnerId: null,
    disbursed: null,
    n: count,
    ...fields,
  });
  const perDay: DashboardDayRow[] = dayRows;
  const rows: DashboardGroupRow[] = [
    ...STATUSES.flatMap((s) => {
      const count = lenderRows.reduce((total, r) => total + r[s], 0);
      return count > 0 ? [group(0b011, { status: s }, count)] : [];
    }),
    ...lenderRows.map((r) => group(0b101, { lenderId: r.lenderId, disbursed: r.amount }, r.n)),
    ...partnerRows.map((r) => group(0b110, { partnerId: r.partnerId === 0 ? null : r.partnerId }, r.n)),
  ];
  return { days: perDay, rows, lenderRows: lenderNames, partnerRows: partnerNames };
}

/** productTotals (per product, or per lender and product) from the lender summary. */
export async function productSummaryTotals(
  db: Database,
  days: SummaryDays,
  filter: ApplicationFilter,
  byLender: boolean,
) {
  const where = lenderWhere(days, filter);
  const applications = sql<number>`sum(${lenderCount(filter)})::int`;
  const base = {
    product: lt.product,
    applications,
    approved: sql<number>`(${statusSum(filter, 'approved')} + ${statusSum(filter, 'disbursed')})::int`,
    rejected: statusSum(filter, 'rejected'),
    disbursed: statusSum(filter, 'disbursed'),
    disbursedAmount: sql<string | null>`sum(${lenderAmount(filter)})`,
  };
  return byLender
    ? db
        .select({ lender: lenders.name, ...base })
        .from(lt)
        .innerJoin(lenders, eq(lenders.id, lt.lenderId))
        .where(where)
        .groupBy(lenders.name, lt.product)
        .having(gt(applications, 0))
        .orderBy(asc(lenders.name), asc(lt.product))
    : db
        .select({ lender: sql<string>`''`, ...base })
        .from(lt)
        .where(where)
        .groupBy(lt.product)
        .having(gt(applications, 0))
        .orderBy(asc(lt.product));
}

/** How many applications the filter covers (the internal report's total), from the lender summary. */
export async function applicationSummaryCount(
  db: Database,
  days: SummaryDays,
  filter: ApplicationFilter,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${lenderCount(filter)}), 0)::int` })
    .from(lt)
    .where(lenderWhere(days, filter));
  return row?.n ?? 0;
}
