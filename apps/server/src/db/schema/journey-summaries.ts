import { integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

// Issue 16: the customers journey counts distinct people at each step inside a window, which
// daily sums cannot give. These two tables answer it exactly (docs/decisions/035): the days each
// person did each step, and per day how many people did the step that day with their previous
// such day (consecutive pairs). Triggers on otp_codes, users, offer_impressions and applications
// queue every writer's changes (migrations 0019, 0020) and journey_queue_flush() adds them (a
// worker pass, and the report before it reads); `day` is the Indian day number of
// application_summary_day (days since 2000-01-01 IST).

/** Each person's days at each step (JOURNEY_STEPS), with how many events made the day. */
export const journeyPersonDays = pgTable(
  'journey_person_days',
  {
    step: smallint('step').notNull(),
    /** The user id as text, or for the OTP step the OTP's destination (number or email). */
    person: varchar('person', { length: 254 }).notNull(),
    day: integer('day').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.step, t.person, t.day] })],
);

/**
 * People per (step, day, previous day), keyed in that order (migration 0023): one row counts the
 * people who did the step on `day` and before that last on `prev_day` (JOURNEY_NONE when never);
 * `day` JOURNEY_NONE_AFTER holds each person's last day as `prev_day`. No person data: counts only.
 */
export const journeyDayGaps = pgTable(
  'journey_day_gaps',
  {
    day: integer('day').notNull(),
    step: smallint('step').notNull(),
    prevDay: integer('prev_day').notNull(),
    people: integer('people').notNull(),
  },
  (t) => [primaryKey({ columns: [t.step, t.day, t.prevDay] })],
);

/**
 * Changes to journey_person_days waiting to be added (migration 0020, docs/decisions/035): the
 * triggers on the customers' own paths (an OTP sent, an offers view, a sign-up, an application)
 * only append here; a worker pass, and the journey report before it reads, add them with
 * journey_queue_flush(). Holds an OTP destination as `person` until then (erasure flushes it).
 */
export const journeyDayQueue = pgTable('journey_day_queue', {
  step: smallint('step').notNull(),
  person: varchar('person', { length: 254 }).notNull(),
  day: integer('day').notNull(),
  n: integer('n').notNull(),
});
