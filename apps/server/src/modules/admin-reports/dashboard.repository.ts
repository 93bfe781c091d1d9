import { count, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { applications, lenders, partners } from '../../db/schema/index.ts';
import { applicationsWhere, type ApplicationFilter } from './admin-reports.repository.ts';
import { DAY_ZERO_START } from './report-summaries.ts';

// The Indian calendar day as a number of days since 2000-01-01 IST: plain arithmetic per row,
// several times cheaper than a time-zone conversion and to_char over a million rows
// (dayOfNumber in dashboard.ts turns the number back into a date).
const dayZeroStart = DAY_ZERO_START.toISOString();
const day = sql<number>`date_part('day', ${applications.createdAt} - ${sql.raw(`'${dayZeroStart}'`)}::timestamptz)`;

/**
 * The dashboard by scanning applications (when the daily summaries cannot answer the filter, and
 * the oracle the summaries are tested against): two scans, run at once: applications per day, and one GROUPING SETS pass for
 * status, lender and partner (hash aggregates; migration 0002 tells PostgreSQL how few days there
 * are), with the small lender and partner tables for names.
 */
export async function scanDashboardRows(db: Database, filter: ApplicationFilter) {
  const where = applicationsWhere(filter);
  const [days, rows, lenderRows, partnerRows] = await Promise.all([
    db.select({ day, n: count() }).from(applications).where(where).groupBy(day),
    db
      .select({
        set: sql<number>`grouping(${applications.status}, ${applications.lenderId}, ${applications.partnerId})::int`,
        status: applications.status,
        lenderId: applications.lenderId,
        partnerId: applications.partnerId,
        n: count(),
        disbursed: sum(applications.disbursedAmount),
      })
      .from(applications)
      .where(where)
      .groupBy(
        sql`grouping sets ((${applications.status}), (${applications.lenderId}), (${applications.partnerId}))`,
      ),
    db.select({ id: lenders.id, name: lenders.name }).from(lenders),
    db.select({ id: partners.id, name: partners.displayName }).from(partners),
  ]);
  return { days, rows, lenderRows, partnerRows };
}
