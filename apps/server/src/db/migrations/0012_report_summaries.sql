CREATE TABLE "application_day_lender_totals" (
	"day" integer NOT NULL,
	"lender_id" integer NOT NULL,
	"product" varchar(16) NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"disbursed_amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"n_created" integer DEFAULT 0 NOT NULL,
	"n_submitted" integer DEFAULT 0 NOT NULL,
	"n_in_review" integer DEFAULT 0 NOT NULL,
	"n_approved" integer DEFAULT 0 NOT NULL,
	"n_disbursed" integer DEFAULT 0 NOT NULL,
	"n_rejected" integer DEFAULT 0 NOT NULL,
	"n_expired" integer DEFAULT 0 NOT NULL,
	"amount_created" numeric(16, 2) DEFAULT '0' NOT NULL,
	"amount_submitted" numeric(16, 2) DEFAULT '0' NOT NULL,
	"amount_in_review" numeric(16, 2) DEFAULT '0' NOT NULL,
	"amount_approved" numeric(16, 2) DEFAULT '0' NOT NULL,
	"amount_disbursed" numeric(16, 2) DEFAULT '0' NOT NULL,
	"amount_rejected" numeric(16, 2) DEFAULT '0' NOT NULL,
	"amount_expired" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "application_day_lender_totals_day_lender_id_product_pk" PRIMARY KEY("day","lender_id","product")
);
--> statement-breakpoint
CREATE TABLE "application_day_partner_totals" (
	"day" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"n_created" integer DEFAULT 0 NOT NULL,
	"n_submitted" integer DEFAULT 0 NOT NULL,
	"n_in_review" integer DEFAULT 0 NOT NULL,
	"n_approved" integer DEFAULT 0 NOT NULL,
	"n_disbursed" integer DEFAULT 0 NOT NULL,
	"n_rejected" integer DEFAULT 0 NOT NULL,
	"n_expired" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "application_day_partner_totals_day_partner_id_pk" PRIMARY KEY("day","partner_id")
);
--> statement-breakpoint
-- Hand-written below (issue 16, docs/decisions/029): statement-level triggers keep the two daily
-- summaries current for every writer of applications, and the summaries are filled from the rows
-- already there. A status change counts -1 in its old row's columns and +1 in its new one; a
-- statement's changes are first summed per summary key, so an upload chunk upserts a few rows.
CREATE TYPE "application_summary_change" AS (
  "day" integer, "lender_id" integer, "partner_id" integer, "product" varchar,
  "status" varchar, "amount" numeric, "n" integer);
--> statement-breakpoint
CREATE FUNCTION "application_summary_day"(at timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN floor(extract(epoch from at - timestamptz '2000-01-01 00:00+05:30') / 86400)::integer;
--> statement-breakpoint
-- PL/pgSQL, not SQL: it keeps its statements' plans for the session instead of planning both
-- upserts on every call.
CREATE FUNCTION "application_summaries_add"(changes application_summary_change[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO application_day_lender_totals AS t
    (day, lender_id, product, applications, disbursed_amount, n_created, n_submitted, n_in_review,
     n_approved, n_disbursed, n_rejected, n_expired, amount_created, amount_submitted,
     amount_in_review, amount_approved, amount_disbursed, amount_rejected, amount_expired)
  SELECT day, lender_id, product, sum(n), coalesce(sum(amount), 0),
         coalesce(sum(n) FILTER (WHERE status = 'created'), 0),
         coalesce(sum(n) FILTER (WHERE status = 'submitted'), 0),
         coalesce(sum(n) FILTER (WHERE status = 'in_review'), 0),
         coalesce(sum(n) FILTER (WHERE status = 'approved'), 0),
         coalesce(sum(n) FILTER (WHERE status = 'disbursed'), 0),
         coalesce(sum(n) FILTER (WHERE status = 'rejected'), 0),
         coalesce(sum(n) FILTER (WHERE status = 'expired'), 0),
         coalesce(sum(amount) FILTER (WHERE status = 'created'), 0),
         coalesce(sum(amount) FILTER (WHERE status = 'submitted'), 0),
         coalesce(sum(amount) FILTER (WHERE status = 'in_review'), 0),
         coalesce(sum(amount) FILTER (WHERE status = 'approved'), 0),
         coalesce(sum(amount) FILTER (WHERE status = 'disbursed'), 0),
         coalesce(sum(amount) FILTER (WHERE status = 'rejected'), 0),
         coalesce(sum(amount) FILTER (WHERE status = 'expired'), 0)
    FROM unnest(changes) GROUP BY day, lender_id, product ORDER BY day, lender_id, product
  ON CONFLICT (day, lender_id, product) DO UPDATE SET
    applications = t.applications + excluded.applications,
    disbursed_amount = t.disbursed_amount + excluded.disbursed_amount,
    n_created = t.n_created + excluded.n_created, n_submitted = t.n_submitted + excluded.n_submitted,
    n_in_review = t.n_in_review + excluded.n_in_review, n_approved = t.n_approved + excluded.n_approved,
    n_disbursed = t.n_disbursed + excluded.n_disbursed, n_rejected = t.n_rejected + excluded.n_rejected,
    n_expired = t.n_expired + excluded.n_expired,
    amount_created = t.amount_created + excluded.amount_created,
    amount_submitted = t.amount_submitted + excluded.amount_submitted,
    amount_in_review = t.amount_in_review + excluded.amount_in_review,
    amount_approved = t.amount_approved + excluded.amount_approved,
    amount_disbursed = t.amount_disbursed + excluded.amount_disbursed,
    amount_rejected = t.amount_rejected + excluded.amount_rejected,
    amount_expired = t.amount_expired + excluded.amount_expired;
  INSERT INTO application_day_partner_totals AS t
    (day, partner_id, applications, n_created, n_submitted, n_in_review, n_approved,
     n_disbursed, n_rejected, n_expired)
  SELECT day, coalesce(partner_id, 0), sum(n),
         coalesce(sum(n) FILTER (WHERE status = 'created'), 0),
         coalesce(sum(n) FILTER (WHERE status = 'submitted'), 0),
         coalesce(sum(n) FILTER (WHERE status = 'in_review'), 0),
         coalesce(sum(n) FILTER (WHERE status = 'approved'), 0),
         coalesce(sum(n) FILTER (WHERE status = 'disbursed'), 0),
         coalesce(sum(n) FILTER (WHERE status = 'rejected'), 0),
         coalesce(sum(n) FILTER (WHERE status = 'expired'), 0)
    FROM unnest(changes) GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, partner_id) DO UPDATE SET
    applications = t.applications + excluded.applications,
    n_created = t.n_created + excluded.n_created, n_submitted = t.n_submitted + excluded.n_submitted,
    n_in_review = t.n_in_review + excluded.n_in_review, n_approved = t.n_approved + excluded.n_approved,
    n_disbursed = t.n_disbursed + excluded.n_disbursed, n_rejected = t.n_rejected + excluded.n_rejected,
    n_expired = t.n_expired + excluded.n_expired;
END $$;
--> statement-breakpoint
CREATE FUNCTION "application_summaries_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM application_summaries_add(ARRAY(SELECT ROW(c.day, c.lender_id, c.partner_id, c.product,
      c.status, sum(c.disbursed_amount), count(*))::application_summary_change
      FROM (SELECT application_summary_day(created_at) AS day, * FROM new_rows) c
      GROUP BY c.day, c.lender_id, c.partner_id, c.product, c.status));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM application_summaries_add(ARRAY(SELECT ROW(c.day, c.lender_id, c.partner_id, c.product,
      c.status, -sum(c.disbursed_amount), -count(*))::application_summary_change
      FROM (SELECT application_summary_day(created_at) AS day, * FROM old_rows) c
      GROUP BY c.day, c.lender_id, c.partner_id, c.product, c.status));
  ELSE
    -- Old rows count -1, new ones +1; a key that nets to nothing (an erasure clearing text, a
    -- redirect URL) is left out. Paired by key, not by id: a join of two transition tables has
    -- no statistics and may be planned as a nested loop.
    PERFORM application_summaries_add(ARRAY(SELECT ROW(c.day, c.lender_id, c.partner_id, c.product,
      c.status, sum(c.amount), sum(c.n))::application_summary_change
      FROM (SELECT application_summary_day(created_at) AS day, lender_id, partner_id, product, status,
                   -disbursed_amount AS amount, -1 AS n FROM old_rows
            UNION ALL
            SELECT application_summary_day(created_at), lender_id, partner_id, product, status,
                   disbursed_amount, 1 FROM new_rows) c
      GROUP BY c.day, c.lender_id, c.partner_id, c.product, c.status
      HAVING sum(c.n) <> 0 OR sum(c.amount) <> 0));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "applications_summaries_insert" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_summaries_trigger();
--> statement-breakpoint
CREATE TRIGGER "applications_summaries_update" AFTER UPDATE ON "applications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_summaries_trigger();
--> statement-breakpoint
CREATE TRIGGER "applications_summaries_delete" AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION application_summaries_trigger();
--> statement-breakpoint
-- The rows already there, summed per summary key.
SELECT application_summaries_add(ARRAY(SELECT ROW(c.day, c.lender_id, c.partner_id, c.product,
  c.status, sum(c.disbursed_amount), count(*))::application_summary_change
  FROM (SELECT application_summary_day(created_at) AS day, * FROM applications) c
  GROUP BY c.day, c.lender_id, c.partner_id, c.product, c.status));
