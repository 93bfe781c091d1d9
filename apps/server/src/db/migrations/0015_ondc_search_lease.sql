DROP INDEX "ondc_flows_search_pending_idx";--> statement-breakpoint
ALTER TABLE "ondc_flows" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ondc_flows" ADD COLUMN "search_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ondc_flows" ADD COLUMN "search_message_id" varchar(100);--> statement-breakpoint
CREATE INDEX "ondc_flows_search_unsent_idx" ON "ondc_flows" USING btree ("id") WHERE "ondc_flows"."state" in ('search_pending', 'search_sending');