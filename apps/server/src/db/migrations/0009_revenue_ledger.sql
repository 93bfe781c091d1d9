CREATE TABLE "partner_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"percent_milli" integer NOT NULL,
	"flat_paise" bigint NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_ledger_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ledger_month" varchar(7) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"application_id" bigint NOT NULL,
	"lender_id" integer NOT NULL,
	"partner_id" integer,
	"disbursal_day" date NOT NULL,
	"disbursal_count" integer NOT NULL,
	"disbursed_paise" bigint NOT NULL,
	"partner_earning_paise" bigint NOT NULL,
	"lender_revenue_paise" bigint NOT NULL,
	"partner_rate_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_month_closures" (
	"month" varchar(7) PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by_admin_id" integer
);
--> statement-breakpoint
ALTER TABLE "partner_rates" ADD CONSTRAINT "partner_rates_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_rates_partner_day_unique" ON "partner_rates" USING btree ("partner_id","effective_from");--> statement-breakpoint
CREATE INDEX "revenue_ledger_month_idx" ON "revenue_ledger_lines" USING btree ("ledger_month","partner_id","lender_id");--> statement-breakpoint
CREATE INDEX "revenue_ledger_application_idx" ON "revenue_ledger_lines" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "revenue_ledger_partner_day_idx" ON "revenue_ledger_lines" USING btree ("partner_id","disbursal_day");--> statement-breakpoint
CREATE INDEX "revenue_ledger_lender_day_idx" ON "revenue_ledger_lines" USING btree ("lender_id","disbursal_day");--> statement-breakpoint
-- Issue 15, ADR 020: each partner's terms so far become its first effective-dated rate, in force
-- from the start (disbursals recorded before the ledger are not on it; see the ADR).
INSERT INTO "partner_rates" ("partner_id", "percent_milli", "flat_paise", "effective_from")
SELECT "id", round(coalesce("revenue_percent", 0) * 1000)::integer,
       round(coalesce("revenue_flat_fee", 0) * 100)::bigint, DATE '2000-01-01'
  FROM "partners"
ON CONFLICT DO NOTHING;
