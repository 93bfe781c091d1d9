import { and, count, eq, gte, inArray, lte, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { applications, leads, pageViews, partners, users } from '../../db/schema/index.ts';
import { indiaDayBounds, type DateRange } from '@cl/contracts';

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
  const [disbursedRow] = await db
    .select({ n: count(), total: sum(applications.disbursedAmount) })
    .from(applications)
    .where(
      and(
        eq(applications.partnerId, partnerId),
        eq(applications.status, 'disbursed'),
        gte(applications.disbursedOn, range.from),
        lte(applications.disbursedOn, range.to),
      ),
    );
  const [share] = await db
    .select({ percent: partners.revenuePercent, flat: partners.revenueFlatFee })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return {
    leads: leadRow?.n ?? 0,
    applications: appRow?.n ?? 0,
    approvals: approvedRow?.n ?? 0,
    disbursals: disbursedRow?.n ?? 0,
    disbursedAmount: Number(disbursedRow?.total ?? 0),
    share: {
      revenuePercent: share?.percent == null ? null : Number(share.percent),
      revenueFlatFee: share?.flat == null ? null : Number(share.flat),
    },
  };
}

/** Applications and disbursals per Indian calendar day, for the dashboard chart. */
export async function partnerDailySeries(db: Database, partnerId: number, range: DateRange) {
  const { start, end } = istBounds(range);
  const day = sql<string>`to_char(${applications.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      applications: count(),
      disbursals: sql<number>`count(*) filter (where ${applications.status} = 'disbursed')::int`,
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
  return [
    { step: 'visits', count: visits?.n ?? 0 },
    { step: 'leads', count: counts.leads },
    { step: 'signups', count: signups?.n ?? 0 },
    { step: 'profiles', count: profiles?.n ?? 0 },
    { step: 'applications', count: counts.applications },
    { step: 'approvals', count: counts.approvals },
    { step: 'disbursals', count: counts.disbursals },
  ];
}
