CREATE TABLE "journey_day_gaps" (
	"day" integer NOT NULL,
	"step" smallint NOT NULL,
	"prev_day" integer NOT NULL,
	"people" integer NOT NULL,
	CONSTRAINT "journey_day_gaps_day_step_prev_day_pk" PRIMARY KEY("day","step","prev_day")
);
--> statement-breakpoint
CREATE TABLE "journey_person_days" (
	"step" smallint NOT NULL,
	"person" varchar(254) NOT NULL,
	"day" integer NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "journey_person_days_step_person_day_pk" PRIMARY KEY("step","person","day")
);
--> statement-breakpoint
-- Hand-written below (issue 16, docs/decisions/035): triggers keep the two journey tables current
-- for every writer of otp_codes, users, offer_impressions and applications. A writer's changes are
-- (step, person, day, +/- events); a person whose set of days at a step changes has all their
-- consecutive pairs at that step taken out of journey_day_gaps and put back as they now are.
-- Steps: 1 OTP sent (customer_login, by destination), 2 signed up, 3 signed up with a profile
-- completed, 4 saw offers, 5 applied, 6 approved or disbursed, 7 disbursed; 10 * k + 5..7 the
-- same three for product k (1 personal, 2 business, 3 gold, 4 home).
CREATE TYPE "journey_day_change" AS ("step" smallint, "person" varchar, "day" integer, "n" integer);
--> statement-breakpoint
CREATE TYPE "journey_gap_change" AS ("day" integer, "step" smallint, "prev_day" integer, "n" integer);
--> statement-breakpoint
-- The consecutive pairs (day, previous day) of the given people's days at the given steps, each
-- person's first day paired with -2147483648 and their last with day 2147483647.
CREATE FUNCTION "journey_pairs"(people journey_day_change[], weight integer) RETURNS SETOF journey_gap_change
  LANGUAGE sql STABLE AS $$
  WITH days AS (
    SELECT d.step, d.day, lag(d.day, 1, -2147483648) OVER w AS prev_day,
           lead(d.day, 1, 2147483647) OVER w AS next_day
      FROM journey_person_days d
      JOIN (SELECT DISTINCT p.step, p.person FROM unnest(people) p) p
        ON d.step = p.step AND d.person = p.person
    WINDOW w AS (PARTITION BY d.step, d.person ORDER BY d.day))
  SELECT day, step, prev_day, weight FROM days
  UNION ALL
  SELECT 2147483647, step, day, weight FROM days WHERE next_day = 2147483647
$$;
--> statement-breakpoint
-- PL/pgSQL, not SQL: it keeps its statements' plans for the session. READ COMMITTED (the
-- application's level): after the locks each statement sees what writers before it committed.
-- Index lookups only: every join reads a few index entries per change, where the planner, blind
-- to the arrays' sizes, chose hash joins over the whole of journey_person_days, or (its statistics
-- saying few rows have no events left) a scan of it for each change to delete.
CREATE FUNCTION "journey_days_add"(changes journey_day_change[]) RETURNS void LANGUAGE plpgsql
  SET enable_hashjoin = off SET enable_mergejoin = off SET enable_seqscan = off AS $$
DECLARE
  net journey_day_change[];
  moved journey_day_change[];
  several journey_day_change[];
  gaps journey_gap_change[];
  gone tid[];
BEGIN
  net := ARRAY(SELECT ROW(c.step, c.person, c.day, sum(c.n))::journey_day_change
    FROM unnest(changes) c WHERE c.person IS NOT NULL AND c.day IS NOT NULL
    GROUP BY c.step, c.person, c.day HAVING sum(c.n) <> 0 ORDER BY c.step, c.person, c.day);
  IF cardinality(net) = 0 THEN RETURN; END IF;
  -- One writer at a time per person and step: the pairs are computed from the person's days.
  -- 64 lock buckets a step, taken in order (no deadlock between two writers' sets, and a
  -- 100,000-row upload takes at most 64 a step, not one a person).
  PERFORM pg_advisory_xact_lock(1247020035, b) FROM (SELECT DISTINCT c.step * 64 + (hashtext(c.person) & 63) AS b
    FROM unnest(net) c ORDER BY 1) l;
  -- The days that appear (n = 1: their first event) or disappear (n = -1: their last goes).
  moved := ARRAY(SELECT ROW(c.step, c.person, c.day, CASE WHEN d.events IS NULL THEN 1 ELSE -1 END)::journey_day_change
    FROM unnest(net) c
    LEFT JOIN journey_person_days d ON d.step = c.step AND d.person = c.person AND d.day = c.day
    WHERE d.events IS NULL OR d.events + c.n <= 0 ORDER BY c.step, c.person, c.day);
  IF cardinality(moved) > 0 THEN
    -- A person with one day moving (most writes): their pairs change only around it, from its
    -- neighbours (prev, next) before the change: (next, prev) becomes (day, prev) and (next, day).
    gaps := ARRAY(SELECT ROW(x.day, m.step, x.prev_day, x.n * m.n)::journey_gap_change
      FROM (SELECT c.*, count(*) OVER (PARTITION BY c.step, c.person) AS k FROM unnest(moved) c) m,
        -- OFFSET 0: each neighbour read once, not once for each use below.
        LATERAL (SELECT coalesce((SELECT d.day FROM journey_person_days d
          WHERE d.step = m.step AND d.person = m.person AND d.day < m.day ORDER BY d.day DESC LIMIT 1), -2147483648)
          OFFSET 0) p(prev_day),
        LATERAL (SELECT coalesce((SELECT d.day FROM journey_person_days d
          WHERE d.step = m.step AND d.person = m.person AND d.day > m.day ORDER BY d.day LIMIT 1), 2147483647)
          OFFSET 0) q(next_day),
        LATERAL (VALUES (q.next_day, p.prev_day, -1), (m.day, p.prev_day, 1), (q.next_day, m.day, 1)) x(day, prev_day, n)
      -- A person with no other day had no pair (none before, none after) to take out.
      WHERE m.k = 1 AND (x.day, x.prev_day) <> (2147483647, -2147483648));
    -- Several days of one person at once (a bulk insert, a flushed upload): all their pairs
    -- taken out here and put back below.
    several := ARRAY(SELECT m.c FROM (SELECT c, count(*) OVER (PARTITION BY c.step, c.person) AS k
      FROM unnest(moved) c) m WHERE m.k > 1);
    IF cardinality(several) > 0 THEN
      gaps := gaps || ARRAY(SELECT p FROM journey_pairs(several, -1) p);
    END IF;
  END IF;
  -- Days left with no events are deleted by the row versions the upsert wrote (a join on the
  -- keys was planned as a scan: the statistics say almost no row has no events).
  WITH up AS (
    INSERT INTO journey_person_days AS d (step, person, day, events)
      SELECT c.step, c.person, c.day, c.n FROM unnest(net) c ORDER BY 1, 2, 3
      ON CONFLICT (step, person, day) DO UPDATE SET events = d.events + excluded.events
      RETURNING d.ctid, d.events)
  SELECT array_agg(up.ctid) INTO gone FROM up WHERE up.events <= 0;
  IF gone IS NOT NULL THEN DELETE FROM journey_person_days WHERE ctid = ANY(gone); END IF;
  IF cardinality(moved) = 0 THEN RETURN; END IF;
  gaps := ARRAY(SELECT ROW(g.day, g.step, g.prev_day, sum(g.n))::journey_gap_change
    FROM (SELECT * FROM unnest(gaps)
          UNION ALL SELECT * FROM journey_pairs(several, 1) WHERE cardinality(several) > 0) g
    GROUP BY g.day, g.step, g.prev_day HAVING sum(g.n) <> 0 ORDER BY g.day, g.step, g.prev_day);
  -- In key order, as the daily summaries are (the same order in every transaction).
  WITH up AS (
    INSERT INTO journey_day_gaps AS t (day, step, prev_day, people)
      SELECT g.day, g.step, g.prev_day, g.n FROM unnest(gaps) g
      ON CONFLICT (day, step, prev_day) DO UPDATE SET people = t.people + excluded.people
      RETURNING t.ctid, t.people)
  SELECT array_agg(up.ctid) INTO gone FROM up WHERE up.people = 0;
  IF gone IS NOT NULL THEN DELETE FROM journey_day_gaps WHERE ctid = ANY(gone); END IF;
END $$;
--> statement-breakpoint
-- Applications: steps 5-7, and per product. Statement-level with transition tables, as 0012's; in a
-- transaction that asked for deferred summaries (a status upload, 0018), collected and added once.
CREATE TYPE "journey_application_row" AS ("user_id" integer, "created_at" timestamptz, "status" varchar, "product" varchar, "n" integer);
--> statement-breakpoint
-- Steps 5-7 and their per-product copies for applications counted +1 or -1. Paired by (step,
-- person, day), not by id: an update that changes none of user, day, status, product nets to nothing.
CREATE FUNCTION "journey_applications_add"(rows_in journey_application_row[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  changes journey_day_change[];
BEGIN
  changes := ARRAY(SELECT ROW(s.step, c.user_id::text, application_summary_day(c.created_at), sum(c.n))::journey_day_change
    FROM unnest(rows_in) c,
         LATERAL (VALUES (5), (6), (7)) v(base),
         LATERAL (VALUES (v.base),
                         (CASE c.product WHEN 'personal' THEN 10 WHEN 'business' THEN 20
                                         WHEN 'gold' THEN 30 WHEN 'home' THEN 40 END + v.base)) s(step)
    WHERE s.step IS NOT NULL
      AND (v.base = 5 OR (v.base = 6 AND c.status IN ('approved', 'disbursed'))
           OR (v.base = 7 AND c.status = 'disbursed'))
    GROUP BY s.step, c.user_id, application_summary_day(c.created_at) HAVING sum(c.n) <> 0);
  IF cardinality(changes) = 0 THEN RETURN; END IF;
  IF current_setting('credilink.summaries_deferred', true) = 'on' THEN
    INSERT INTO journey_day_pending SELECT * FROM unnest(changes);
  ELSE
    PERFORM journey_days_add(changes);
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "journey_applications_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM journey_applications_add(ARRAY(SELECT ROW(user_id, created_at, status, product, 1)::journey_application_row FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM journey_applications_add(ARRAY(SELECT ROW(user_id, created_at, status, product, -1)::journey_application_row FROM old_rows));
  ELSE
    PERFORM journey_applications_add(ARRAY(SELECT ROW(user_id, created_at, status, product, 1)::journey_application_row FROM new_rows
      UNION ALL SELECT ROW(user_id, created_at, status, product, -1)::journey_application_row FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "applications_journey_insert" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journey_applications_trigger();
--> statement-breakpoint
CREATE TRIGGER "applications_journey_update" AFTER UPDATE ON "applications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journey_applications_trigger();
--> statement-breakpoint
CREATE TRIGGER "applications_journey_delete" AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journey_applications_trigger();
--> statement-breakpoint
-- otp_codes (step 1), users (2, 3), offer_impressions (4): written a row at a time by the
-- application, so one trigger function per table for inserts and deletes (statement-level) and a
-- row-level update trigger that fires only when a counted column changes (an OTP's attempts, a
-- login's address or a profile edit pay nothing).
CREATE FUNCTION "journey_otp_changes"(destination varchar, purpose varchar, created_at timestamptz, n integer)
  RETURNS journey_day_change LANGUAGE sql IMMUTABLE
  RETURN CASE WHEN purpose = 'customer_login'
    THEN ROW(1, destination, application_summary_day(created_at), n)::journey_day_change END;
--> statement-breakpoint
CREATE FUNCTION "journey_otp_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM journey_days_add(ARRAY[journey_otp_changes(OLD.destination, OLD.purpose, OLD.created_at, -1),
                                   journey_otp_changes(NEW.destination, NEW.purpose, NEW.created_at, 1)]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM journey_days_add(ARRAY(SELECT c FROM new_rows r,
      LATERAL journey_otp_changes(r.destination, r.purpose, r.created_at, 1) c WHERE c IS NOT NULL));
  ELSE
    PERFORM journey_days_add(ARRAY(SELECT c FROM old_rows r,
      LATERAL journey_otp_changes(r.destination, r.purpose, r.created_at, -1) c WHERE c IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "otp_codes_journey_insert" AFTER INSERT ON "otp_codes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journey_otp_trigger();
--> statement-breakpoint
CREATE TRIGGER "otp_codes_journey_delete" AFTER DELETE ON "otp_codes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journey_otp_trigger();
--> statement-breakpoint
CREATE TRIGGER "otp_codes_journey_update" AFTER UPDATE ON "otp_codes" FOR EACH ROW
  WHEN (OLD.destination IS DISTINCT FROM NEW.destination OR OLD.purpose IS DISTINCT FROM NEW.purpose
        OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION journey_otp_trigger();
--> statement-breakpoint
-- A user counts at step 2 on the day they signed up, and at step 3 on that day too once a profile
-- is completed (the report's meaning: people who signed up in the window and completed one).
CREATE FUNCTION "journey_user_changes"(id integer, created_at timestamptz, completed integer, n integer)
  RETURNS journey_day_change[] LANGUAGE sql IMMUTABLE
  RETURN ARRAY[ROW(2, id::text, application_summary_day(created_at), n)::journey_day_change,
               CASE WHEN completed > 0 THEN ROW(3, id::text, application_summary_day(created_at), n)::journey_day_change END];
--> statement-breakpoint
CREATE FUNCTION "journey_users_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM journey_days_add(
      journey_user_changes(OLD.id, OLD.created_at, OLD.pl_completed + OLD.bl_completed + OLD.gl_completed + OLD.hl_completed, -1)
      || journey_user_changes(NEW.id, NEW.created_at, NEW.pl_completed + NEW.bl_completed + NEW.gl_completed + NEW.hl_completed, 1));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM journey_days_add(ARRAY(SELECT c FROM new_rows r, LATERAL unnest(journey_user_changes(r.id, r.created_at,
      r.pl_completed + r.bl_completed + r.gl_completed + r.hl_completed, 1)) c WHERE c IS NOT NULL));
  ELSE
    PERFORM journey_days_add(ARRAY(SELECT c FROM old_rows r, LATERAL unnest(journey_user_changes(r.id, r.created_at,
      r.pl_completed + r.bl_completed + r.gl_completed + r.hl_completed, -1)) c WHERE c IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_journey_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journey_users_trigger();
--> statement-breakpoint
CREATE TRIGGER "users_journey_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journey_users_trigger();
--> statement-breakpoint
CREATE TRIGGER "users_journey_update" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.created_at IS DISTINCT FROM NEW.created_at
        OR (OLD.pl_completed + OLD.bl_completed + OLD.gl_completed + OLD.hl_completed > 0)
           IS DISTINCT FROM (NEW.pl_completed + NEW.bl_completed + NEW.gl_completed + NEW.hl_completed > 0))
  EXECUTE FUNCTION journey_users_trigger();
--> statement-breakpoint
CREATE FUNCTION "journey_offers_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    PERFORM journey_days_add(ARRAY[ROW(4, OLD.user_id::text, application_summary_day(OLD.at), -1)::journey_day_change,
                                   ROW(4, NEW.user_id::text, application_summary_day(NEW.at), 1)::journey_day_change]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM journey_days_add(ARRAY(SELECT ROW(4, r.user_id::text, application_summary_day(r.at), 1)::journey_day_change FROM new_rows r));
  ELSE
    PERFORM journey_days_add(ARRAY(SELECT ROW(4, r.user_id::text, application_summary_day(r.at), -1)::journey_day_change FROM old_rows r));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "offer_impressions_journey_insert" AFTER INSERT ON "offer_impressions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journey_offers_trigger();
--> statement-breakpoint
CREATE TRIGGER "offer_impressions_journey_delete" AFTER DELETE ON "offer_impressions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journey_offers_trigger();
--> statement-breakpoint
CREATE TRIGGER "offer_impressions_journey_update" AFTER UPDATE ON "offer_impressions" FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.at IS DISTINCT FROM NEW.at)
  EXECUTE FUNCTION journey_offers_trigger();
--> statement-breakpoint
-- Status uploads (0018, docs/decisions/036): the applications' journey changes are collected with
-- the summaries' and added once, journey first (the order of the triggers on every other write:
-- applications_journey_* fire before applications_summaries_*, by name).
CREATE OR REPLACE FUNCTION "application_summaries_defer"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  CREATE TEMP TABLE IF NOT EXISTS application_summary_pending OF application_summary_change ON COMMIT DROP;
  CREATE TEMP TABLE IF NOT EXISTS journey_day_pending OF journey_day_change ON COMMIT DROP;
  PERFORM set_config('credilink.summaries_deferred', 'on', true);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "application_summaries_flush"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('credilink.summaries_deferred', true), '') <> 'on' THEN RETURN; END IF;
  PERFORM set_config('credilink.summaries_deferred', 'off', true);
  PERFORM journey_days_add(ARRAY(SELECT ROW(p.step, p.person, p.day, p.n)::journey_day_change FROM journey_day_pending p));
  TRUNCATE journey_day_pending;
  PERFORM application_summaries_add(ARRAY(SELECT ROW(p.day, p.lender_id, p.partner_id, p.product,
    p.status, sum(p.amount), sum(p.n))::application_summary_change
    FROM application_summary_pending p
    GROUP BY p.day, p.lender_id, p.partner_id, p.product, p.status
    HAVING sum(p.n) <> 0 OR sum(p.amount) <> 0));
  TRUNCATE application_summary_pending;
END $$;
--> statement-breakpoint
-- The rows already there (the triggers above are in place: nothing written after is missed, and
-- writers wait for this migration's locks).
SELECT journey_days_add(ARRAY(SELECT c FROM otp_codes r,
  LATERAL journey_otp_changes(r.destination, r.purpose, r.created_at, 1) c WHERE c IS NOT NULL));
--> statement-breakpoint
SELECT journey_days_add(ARRAY(SELECT c FROM users r, LATERAL unnest(journey_user_changes(r.id, r.created_at,
  r.pl_completed + r.bl_completed + r.gl_completed + r.hl_completed, 1)) c WHERE c IS NOT NULL));
--> statement-breakpoint
SELECT journey_days_add(ARRAY(SELECT ROW(4, r.user_id::text, application_summary_day(r.at), 1)::journey_day_change
  FROM offer_impressions r));
--> statement-breakpoint
-- Applications 100,000 at a time, so the arrays of a large table stay small.
DO $$
DECLARE
  low bigint := (SELECT min(id) FROM applications);
  high bigint := (SELECT max(id) FROM applications);
BEGIN
  WHILE low <= high LOOP
    PERFORM journey_applications_add(ARRAY(SELECT ROW(user_id, created_at, status, product, 1)::journey_application_row
      FROM applications WHERE id >= low AND id < low + 100000));
    low := low + 100000;
  END LOOP;
END $$;
