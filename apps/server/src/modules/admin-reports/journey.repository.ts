import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { applications, offerImpressions, otpCodes, users } from '../../db/schema/index.ts';
import { applicationsWhere, type ApplicationFilter, type TimeWindow } from './admin-reports.repository.ts';
import type { ApplicantStep, JourneyCounts, VisitorStep } from './journey.ts';

/**
 * The customers-journey funnel by scanning the steps' tables: people at each step inside the
 * window (the journey summaries' oracle, and the answer for a window not on Indian days).
 */
export async function scanJourneyCounts(
  db: Database,
  window: TimeWindow,
  filter: ApplicationFilter,
): Promise<JourneyCounts> {
  const [visitors, applicants] = await Promise.all([
    scanVisitorCounts(db, window),
    scanApplicantCounts(db, filter),
  ]);
  return { ...visitors, ...applicants };
}

/** The steps before an application (OTP sent .. saw offers), which no application filter narrows. */
async function scanVisitorCounts(
  db: Database,
  window: TimeWindow,
): Promise<Pick<JourneyCounts, VisitorStep>> {
  const between = (column: typeof users.createdAt | typeof otpCodes.createdAt | typeof offerImpressions.at) =>
    and(gte(column, window.start), lte(column, window.end));
  // Independent counts: asked at once, each from an index on its time column.
  const [[otp], [signedUp], [profiles], [offers]] = await Promise.all([
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
  ]);
  return {
    otpSent: otp?.n ?? 0,
    signedUp: signedUp?.n ?? 0,
    profileCompleted: profiles?.n ?? 0,
    sawOffers: offers?.n ?? 0,
  };
}

/**
 * Applied, approved and disbursed: the people with an application the filter covers (one now
 * approved or disbursed; one now disbursed), by scanning applications.
 */
export async function scanApplicantCounts(
  db: Database,
  filter: ApplicationFilter,
): Promise<Pick<JourneyCounts, ApplicantStep>> {
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
  const [apps] = await db
    .select({
      applied: sql<number>`count(*)::int`,
      approved: sql<number>`count(*) filter (where ${applicants.approved})::int`,
      disbursed: sql<number>`count(*) filter (where ${applicants.disbursed})::int`,
    })
    .from(applicants);
  return { applied: apps?.applied ?? 0, approved: apps?.approved ?? 0, disbursed: apps?.disbursed ?? 0 };
}
