CREATE TABLE "journey_day_queue" (
	"step" smallint NOT NULL,
	"person" varchar(254) NOT NULL,
	"day" integer NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- Hand-written below (issue 16, docs/decisions/035 "Off the customers' paths"): the journey's
-- upkeep moved off the requests that write its steps. 0019's triggers added each change at once;
-- on an OTP send (a new destination: a new person's pairs) that tripled the statement's PostgreSQL
-- CPU, and every offers view paid an upsert. Now journey_days_add, which every trigger of 0019
-- calls, only appends the changes to journey_day_queue; journey_days_apply (0019's
-- journey_days_add, renamed) adds them when journey_queue_flush() runs: a worker pass, the
-- journey report before it reads (so it stays exact), and erasure.
ALTER FUNCTION "journey_days_add"(journey_day_change[]) RENAME TO "journey_days_apply";
--> statement-breakpoint
CREATE FUNCTION "journey_days_add"(changes journey_day_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO journey_day_queue (step, person, day, n)
    SELECT c.step, c.person, c.day, c.n FROM unnest(changes) c
     WHERE c.person IS NOT NULL AND c.day IS NOT NULL AND c.n <> 0
$$;
--> statement-breakpoint
-- Takes every queued change and adds them, netted per person and day. A flush running beside it
-- waits for the rows this one took and then skips them (READ COMMITTED): each change is added
-- once, and a reader that flushed sees every change committed before it began.
CREATE FUNCTION "journey_queue_flush"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  taken journey_day_change[];
BEGIN
  WITH gone AS (DELETE FROM journey_day_queue RETURNING step, person, day, n)
  SELECT coalesce(array_agg(ROW(g.step, g.person, g.day, g.n)::journey_day_change), '{}') INTO taken FROM gone g;
  IF cardinality(taken) > 0 THEN PERFORM journey_days_apply(taken); END IF;
  RETURN cardinality(taken);
END $$;
