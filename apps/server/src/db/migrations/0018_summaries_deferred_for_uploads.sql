-- Issue 16, docs/decisions/036 ("Summaries once per upload"): a 100,000-row status file is applied
-- 10,000 rows a statement, and the update trigger of 0012 upserted every summary key each
-- statement touched: about 7,400 lender and 6,000 partner keys per 10,000 applications spread
-- over a year, a third of PostgreSQL's CPU per row. A transaction may now ask for its changes to
-- be collected in a temporary table and added once (application_summaries_defer, then
-- application_summaries_flush before it commits). Every other writer is unchanged.
CREATE FUNCTION "application_summaries_defer"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  CREATE TEMP TABLE IF NOT EXISTS application_summary_pending OF application_summary_change ON COMMIT DROP;
  PERFORM set_config('credilink.summaries_deferred', 'on', true);
END $$;
--> statement-breakpoint
-- Adds what was collected, summed per key (so in the key order of application_summaries_add),
-- and stops collecting. Calling it twice, or without application_summaries_defer, adds nothing.
CREATE FUNCTION "application_summaries_flush"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('credilink.summaries_deferred', true), '') <> 'on' THEN RETURN; END IF;
  PERFORM set_config('credilink.summaries_deferred', 'off', true);
  PERFORM application_summaries_add(ARRAY(SELECT ROW(p.day, p.lender_id, p.partner_id, p.product,
    p.status, sum(p.amount), sum(p.n))::application_summary_change
    FROM application_summary_pending p
    GROUP BY p.day, p.lender_id, p.partner_id, p.product, p.status
    HAVING sum(p.n) <> 0 OR sum(p.amount) <> 0));
  TRUNCATE application_summary_pending;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "application_summaries_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes application_summary_change[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := ARRAY(SELECT ROW(c.day, c.lender_id, c.partner_id, c.product,
      c.status, sum(c.disbursed_amount), count(*))::application_summary_change
      FROM (SELECT application_summary_day(created_at) AS day, * FROM new_rows) c
      GROUP BY c.day, c.lender_id, c.partner_id, c.product, c.status);
  ELSIF TG_OP = 'DELETE' THEN
    changes := ARRAY(SELECT ROW(c.day, c.lender_id, c.partner_id, c.product,
      c.status, -sum(c.disbursed_amount), -count(*))::application_summary_change
      FROM (SELECT application_summary_day(created_at) AS day, * FROM old_rows) c
      GROUP BY c.day, c.lender_id, c.partner_id, c.product, c.status);
  ELSE
    -- Old rows count -1, new ones +1; a key that nets to nothing (an erasure clearing text, a
    -- redirect URL) is left out. Paired by key, not by id: a join of two transition tables has
    -- no statistics and may be planned as a nested loop.
    changes := ARRAY(SELECT ROW(c.day, c.lender_id, c.partner_id, c.product,
      c.status, sum(c.amount), sum(c.n))::application_summary_change
      FROM (SELECT application_summary_day(created_at) AS day, lender_id, partner_id, product, status,
                   -disbursed_amount AS amount, -1 AS n FROM old_rows
            UNION ALL
            SELECT application_summary_day(created_at), lender_id, partner_id, product, status,
                   disbursed_amount, 1 FROM new_rows) c
      GROUP BY c.day, c.lender_id, c.partner_id, c.product, c.status
      HAVING sum(c.n) <> 0 OR sum(c.amount) <> 0);
  END IF;
  IF current_setting('credilink.summaries_deferred', true) = 'on' THEN
    INSERT INTO application_summary_pending SELECT * FROM unnest(changes);
  ELSE
    PERFORM application_summaries_add(changes);
  END IF;
  RETURN NULL;
END $$;
