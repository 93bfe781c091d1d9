import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { applications, leads, pageViews, revenueLedgerLines as L, users } from '../../db/schema/index.ts';
import { INDIA_TIME_ZONE, indiaDayBounds, type DateRange } from '@cl/contracts';

/** Indian calendar day bounds as timestamps (@cl/contracts calendar/). */
export const istBounds = (range: DateRange): { start: Date; end: Date } => indiaDayBounds(range);

export async function partnerCounts(db: Database, partnerId: number, range: DateRange) {
  const { start, end } = istBounds(range);
  const inRange = and(
    eq(applications.partnerId, partnerId),
    gte(applications.createdAt, start),
    lte(applications.createdAt, end),
  );
  const [leadRow] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(eq(leads.partnerId, partnerId), gte(leads.createdAt, start), lte(leads.createdAt, end)));
  const [appRow] = await db.select({ n: count() }).from(applications).where(inRange);
  const [approvedRow] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(inRange, inArray(applications.status, ['approved', 'disbursed'])));
  return {
    leads: leadRow?.n ?? 0,
    applications: appRow?.n ?? 0,
    approvals: approvedRow?.n ?? 0,
  };
}

/**
 * Applications per Indian calendar day of application, for the dashboard chart. Disbursals come
 * from the revenue ledger by disbursal day (issue 15), never from here.
 */
export async function partnerDailyApplications(db: Database, partnerId: number, range: DateRange) {
  const { start, end } = istBounds(range);
  const day = sql<string>`to_char(${applications.createdAt} at time zone ${sql.raw(`'${INDIA_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      applications: count(),
    })
    .from(applications)
    .where(
      and(
        eq(applications.partnerId, partnerId),
        gte(applications.createdAt, start),
        lte(applications.createdAt, end),
      ),
    )
    .groupBy(day)
    .orderBy(day);
  return rows;
}

export async function partnerFunnel(db: Database, partnerId: number, partnerKey: string, range: DateRange) {
  const { start, end } = istBounds(range);
  const [visits] = await db
    .select({ n: count() })
    .from(pageViews)
    .where(and(eq(pageViews.partner, partnerKey), gte(pageViews.at, start), lte(pageViews.at, end)));
  const [signups] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.partnerId, partnerId), gte(users.createdAt, start), lte(users.createdAt, end)));
  const [profiles] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.partnerId, partnerId),
        gte(users.createdAt, start),
        lte(users.createdAt, end),
        sql`(${users.plCompleted} + ${users.blCompleted} + ${users.glCompleted} + ${users.hlCompleted}) > 0`,
      ),
    );
  const counts = await partnerCounts(db, partnerId, range);
  // Issue 15: disbursals as the ledger holds them, by disbursal day (reversals net out).
  const [disbursed] = await db
    .select({ n: sql<number>`coalesce(sum(${L.disbursalCount}), 0)::int` })
    .from(L)
    .where(and(eq(L.partnerId, partnerId), gte(L.disbursalDay, range.from), lte(L.disbursalDay, range.to)));
  return [
    { step: 'visits', count: visits?.n ?? 0 },
    { step: 'leads', count: counts.leads },
    { step: 'signups', count: signups?.n ?? 0 },
    { step: 'profiles', count: profiles?.n ?? 0 },
    { step: 'applications', count: counts.applications },
    { step: 'approvals', count: counts.approvals },
    { step: 'disbursals', count: disbursed?.n ?? 0 },
  ];
}
