import { and, count, desc, eq, gte, lte, sql, sum, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  applications,
  dedupeLog,
  lenderApiFailures,
  lenders,
  otpFailures,
  partners,
  users,
} from '../../db/schema/index.ts';
import { summaryDays } from './report-summaries.ts';
import { applicationSummaryCount, productSummaryTotals } from './report-summaries.repository.ts';

export interface PageWindow {
  limit: number;
  offset: number;
}

export interface TimeWindow {
  start: Date;
  end: Date;
}

/** Which applications a report covers: created inside the window, and the filters chosen. */
export interface ApplicationFilter extends TimeWindow {
  status?: string;
  lenderId?: number;
  partnerId?: number;
  product?: string;
}

export function applicationsWhere(filter: ApplicationFilter): SQL | undefined {
  return and(
    gte(applications.createdAt, filter.start),
    lte(applications.createdAt, filter.end),
    filter.status ? eq(applications.status, filter.status) : undefined,
    filter.lenderId ? eq(applications.lenderId, filter.lenderId) : undefined,
    filter.partnerId ? eq(applications.partnerId, filter.partnerId) : undefined,
    filter.product ? eq(applications.product, filter.product) : undefined,
  );
}

/** How many applications the filter covers, by scanning them (the summaries' oracle and fallback). */
export async function scanApplicationCount(db: Database, filter: ApplicationFilter): Promise<number> {
  const [total] = await db.select({ n: count() }).from(applications).where(applicationsWhere(filter));
  return total?.n ?? 0;
}

/**
 * Applications with their lender and partner names, newest first (the internal report); the
 * total from the daily summaries when they can answer the filter (docs/decisions/029).
 */
export async function applicationsPage(db: Database, filter: ApplicationFilter, page: PageWindow) {
  const where = applicationsWhere(filter);
  const days = summaryDays(filter, { lender: true, partner: false });
  const [total, rows] = await Promise.all([
    days ? applicationSummaryCount(db, days, filter) : scanApplicationCount(db, filter),
    db
      .select({ a: applications, lender: lenders.name, partner: partners.displayName })
      .from(applications)
      .innerJoin(lenders, eq(lenders.id, applications.lenderId))
      .leftJoin(partners, eq(partners.id, applications.partnerId))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { total, rows };
}

/**
 * Counts and disbursed amounts per product, or per lender and product: from the daily summaries
 * when they can answer the filter (no partner chosen, whole Indian days), else by a scan.
 */
export async function productTotals(db: Database, filter: ApplicationFilter, byLender: boolean) {
  const days = summaryDays(filter, { lender: true, partner: false });
  return days ? productSummaryTotals(db, days, filter, byLender) : scanProductTotals(db, filter, byLender);
}

/** productTotals by scanning applications (the summaries' oracle and fallback). */
export async function scanProductTotals(db: Database, filter: ApplicationFilter, byLender: boolean) {
  const where = applicationsWhere(filter);
  const statusCount = (status: string) =>
    sql<number>`count(*) filter (where ${applications.status} = ${status})::int`;
  const base = {
    product: applications.product,
    applications: count(),
    approved: sql<number>`count(*) filter (where ${applications.status} in ('approved','disbursed'))::int`,
    rejected: statusCount('rejected'),
    disbursed: statusCount('disbursed'),
    disbursedAmount: sum(applications.disbursedAmount),
  };
  return byLender
    ? db
        .select({ lender: lenders.name, ...base })
        .from(applications)
        .innerJoin(lenders, eq(lenders.id, applications.lenderId))
        .where(where)
        .groupBy(lenders.name, applications.product)
        .orderBy(lenders.name, applications.product)
    : db
        .select({ lender: sql<string>`''`, ...base })
        .from(applications)
        .where(where)
        .groupBy(applications.product)
        .orderBy(applications.product);
}

const earlier = alias(applications, 'earlier_application');

/**
 * Repeat applications the de-dupe window refused, newest first, with the earlier application's
 * reference and the customer's mobile (issue 15: people are named by references, not ids).
 */
export async function dedupeLogPage(
  db: Database,
  window: TimeWindow,
  lenderId: number | undefined,
  page: PageWindow,
) {
  const where = and(
    gte(dedupeLog.at, window.start),
    lte(dedupeLog.at, window.end),
    lenderId ? eq(dedupeLog.lenderId, lenderId) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(dedupeLog).where(where);
  const rows = await db
    .select({
      d: dedupeLog,
      lender: lenders.name,
      earlierReference: earlier.publicId,
      mobile: users.mobilePhoneNumber,
    })
    .from(dedupeLog)
    .innerJoin(lenders, eq(lenders.id, dedupeLog.lenderId))
    .leftJoin(earlier, eq(earlier.id, dedupeLog.existingApplicationId))
    .leftJoin(users, eq(users.id, dedupeLog.userId))
    .where(where)
    .orderBy(desc(dedupeLog.at))
    .limit(page.limit)
    .offset(page.offset);
  return { total: total?.n ?? 0, rows };
}

/** Failed OTP sends and checks, newest first; `destination` is already normalised. */
export async function otpFailuresPage(
  db: Database,
  window: TimeWindow,
  destination: string | undefined,
  page: PageWindow,
) {
  const where = and(
    gte(otpFailures.at, window.start),
    lte(otpFailures.at, window.end),
    destination ? eq(otpFailures.destination, destination) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(otpFailures).where(where);
  const rows = await db
    .select()
    .from(otpFailures)
    .where(where)
    .orderBy(desc(otpFailures.at))
    .limit(page.limit)
    .offset(page.offset);
  return { total: total?.n ?? 0, rows };
}

/** Failed lender API calls with the lender's name and the application's reference, newest first. */
export async function lenderApiFailuresPage(
  db: Database,
  window: TimeWindow,
  lenderId: number | undefined,
  page: PageWindow,
) {
  const where = and(
    gte(lenderApiFailures.at, window.start),
    lte(lenderApiFailures.at, window.end),
    lenderId ? eq(lenderApiFailures.lenderId, lenderId) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(lenderApiFailures).where(where);
  const rows = await db
    .select({ f: lenderApiFailures, lender: lenders.name, reference: applications.publicId })
    .from(lenderApiFailures)
    .innerJoin(lenders, eq(lenders.id, lenderApiFailures.lenderId))
    .leftJoin(applications, eq(applications.id, lenderApiFailures.applicationId))
    .where(where)
    .orderBy(desc(lenderApiFailures.at))
    .limit(page.limit)
    .offset(page.offset);
  return { total: total?.n ?? 0, rows };
}
