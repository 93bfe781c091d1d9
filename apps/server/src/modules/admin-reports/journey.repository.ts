import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { applications, offerImpressions, otpCodes, users } from '../../db/schema/index.ts';
import { applicationsWhere, type ApplicationFilter, type TimeWindow } from './admin-reports.repository.ts';
import type { JourneyCounts } from './journey.ts';

/**
 * The customers-journey funnel by scanning the steps' tables: people at each step inside the
 * window (the journey summaries' oracle, and the answer for the filters they do not hold).
 */
export async function scanJourneyCounts(
  db: Database,
  window: TimeWindow,
  filter: ApplicationFilter,
): Promise<JourneyCounts> {
  const between = (column: typeof users.createdAt | typeof otpCodes.createdAt | typeof offerImpressions.at) =>
    and(gte(column, window.start), lte(column, window.end));
  // Each applicant once, with whether any of their applications reached approval or disbursal:
  // a hash aggregate PostgreSQL can run in parallel, where count(distinct) sorts every row.
  const applicants = db
    .select({
      approved: sql<boolean>`bool_or(${applications.status} in ('approved', 'disbursed'))`.as('approved'),
      disbursed: sql<boolean>`bool_or(${applications.status} = 'disbursed')`.as('disbursed'),
    })
    .from(applications)
    .where(applicationsWhere(filter))
    .groupBy(applications.userId)
    .as('applicants');
  // Independent counts: asked at once, each from an index on its time column.
  const [[otp], [signedUp], [profiles], [offers], [apps]] = await Promise.all([
    db
      .select({ n: sql<number>`count(distinct ${otpCodes.destination})::int` })
      .from(otpCodes)
      .where(and(eq(otpCodes.purpose, 'customer_login'), between(otpCodes.createdAt))),
    db.select({ n: count() }).from(users).where(between(users.createdAt)),
    db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          between(users.createdAt),
          sql`(${users.plCompleted} + ${users.blCompleted} + ${users.glCompleted} + ${users.hlCompleted}) > 0`,
        ),
      ),
    db
      .select({ n: sql<number>`count(distinct ${offerImpressions.userId})::int` })
      .from(offerImpressions)
      .where(between(offerImpressions.at)),
    db
      .select({
        applied: sql<number>`count(*)::int`,
        approved: sql<number>`count(*) filter (where ${applicants.approved})::int`,
        disbursed: sql<number>`count(*) filter (where ${applicants.disbursed})::int`,
      })
      .from(applicants),
  ]);
  return {
    otpSent: otp?.n ?? 0,
    signedUp: signedUp?.n ?? 0,
    profileCompleted: profiles?.n ?? 0,
    sawOffers: offers?.n ?? 0,
    applied: apps?.applied ?? 0,
    approved: apps?.approved ?? 0,
    disbursed: apps?.disbursed ?? 0,
  };
}
