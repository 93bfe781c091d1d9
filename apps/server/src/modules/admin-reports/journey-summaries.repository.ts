import { and, between, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
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
export function journeySummaryCounts(
  db: Database,
  days: SummaryDays,
  shape: 'window' | 'after',
  product: string | undefined,
): Promise<JourneyCounts> {
  return journeySummarySteps(db, days, shape, product, Object.keys(JOURNEY_STEPS) as JourneyStep[]);
}

/** journeySummaryCounts for the given steps only (the others are not read). */
export async function journeySummarySteps<S extends JourneyStep>(
  db: Database,
  days: SummaryDays,
  shape: 'window' | 'after',
  product: string | undefined,
  steps: readonly S[],
): Promise<Record<S, number>> {
  const offset = product === undefined ? 0 : (JOURNEY_PRODUCT_OFFSET[product] ?? 0);
  const stepOf = (name: JourneyStep) => JOURNEY_STEPS[name] + (PRODUCT_STEPS.includes(name) ? offset : 0);
  // window: people whose first day inside [from, to] is that pair's day. after: everyone (each
  // person's last-day pair), less those first seen after `to`, less those whose pair jumps over
  // the window from before it; a last-day pair from before `from` is both, so it nets to nothing.
  // Each condition is a range of the (step, day, prev_day) key: only counted rows are fetched.
  const read = inArray(g.step, steps.map(stepOf));
  const [people, where] =
    shape === 'window'
      ? [
          sql<number>`sum(${g.people})::int`,
          and(read, between(g.day, days.from, days.to), lt(g.prevDay, days.from)),
        ]
      : [
          sql<number>`sum(case when ${g.day} = ${AFTER_LAST} then ${g.people} else -${g.people} end)::int`,
          and(
            read,
            or(
              and(eq(g.day, AFTER_LAST), gte(g.prevDay, days.from)),
              and(gt(g.day, days.to), lt(g.day, AFTER_LAST), lt(g.prevDay, days.from)),
            ),
          ),
        ];
  await flushJourneyQueue(db);
  const rows = await db.select({ step: g.step, n: people }).from(g).where(where).groupBy(g.step);
  const byStep = new Map(rows.map((r) => [r.step, r.n]));
  return Object.fromEntries(steps.map((name) => [name, byStep.get(stepOf(name)) ?? 0])) as Record<S, number>;
}
