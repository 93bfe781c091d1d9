import { and, between, gt, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { journeyDayGaps as g } from '../../db/schema/index.ts';
import { JOURNEY_PRODUCT_OFFSET, JOURNEY_STEPS, type JourneyCounts, type JourneyStep } from './journey.ts';
import type { SummaryDays } from './report-summaries.ts';

/** journey_day_gaps' day for each person's last day (migration 0019). */
const AFTER_LAST = 2_147_483_647;
const PRODUCT_STEPS: readonly JourneyStep[] = ['applied', 'approved', 'disbursed'];

/**
 * Adds the changes the customers' paths queued (migration 0020, docs/decisions/035): run by a
 * worker pass, before the summaries are read, and by erasure. Answers how many were added.
 */
export async function flushJourneyQueue(db: Pick<Database, 'execute'>): Promise<number> {
  const result = await db.execute(sql`select journey_queue_flush() as n`);
  return flushed.parse(result).rows[0]?.n ?? 0;
}

const flushed = z.object({ rows: z.array(z.object({ n: z.number().int() })) });

/**
 * The funnel from journey_day_gaps (docs/decisions/035): a few hundred rows a step for a window
 * ending today, at most the window's days times the spread of people's previous days otherwise.
 * Equal to scanJourneyCounts for the same window and product: the queued changes are added first.
 */
export async function journeySummaryCounts(
  db: Database,
  days: SummaryDays,
  shape: 'window' | 'after',
  product: string | undefined,
): Promise<JourneyCounts> {
  const offset = product === undefined ? 0 : (JOURNEY_PRODUCT_OFFSET[product] ?? 0);
  const stepOf = (name: JourneyStep) => JOURNEY_STEPS[name] + (PRODUCT_STEPS.includes(name) ? offset : 0);
  const steps = Object.values(JOURNEY_STEPS).map(
    (step) => step + (step >= JOURNEY_STEPS.applied ? offset : 0),
  );
  // window: people whose first day inside [from, to] is that pair's day. after: everyone, less
  // those first seen after `to`, less those whose pair jumps over the window from before it.
  const people =
    shape === 'window'
      ? sql<number>`sum(${g.people})::int`
      : sql<number>`sum(case when ${g.day} = ${AFTER_LAST} then ${g.people} else 0 end
          - case when ${g.prevDay} < ${days.from} then ${g.people} else 0 end)::int`;
  const where =
    shape === 'window'
      ? and(between(g.day, days.from, days.to), lt(g.prevDay, days.from), inArray(g.step, steps))
      : and(gt(g.day, days.to), inArray(g.step, steps));
  await flushJourneyQueue(db);
  const rows = await db.select({ step: g.step, n: people }).from(g).where(where).groupBy(g.step);
  const byStep = new Map(rows.map((r) => [r.step, r.n]));
  const n = (name: JourneyStep) => byStep.get(stepOf(name)) ?? 0;
  return {
    otpSent: n('otpSent'),
    signedUp: n('signedUp'),
    profileCompleted: n('profileCompleted'),
    sawOffers: n('sawOffers'),
    applied: n('applied'),
    approved: n('approved'),
    disbursed: n('disbursed'),
  };
}
