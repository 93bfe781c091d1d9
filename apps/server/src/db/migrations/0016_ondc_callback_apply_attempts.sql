DROP INDEX "ondc_messages_unapplied_idx";--> statement-breakpoint
ALTER TABLE "ondc_messages" ADD COLUMN "apply_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ondc_messages" ADD COLUMN "apply_error" text;--> statement-breakpoint
ALTER TABLE "ondc_messages" ADD COLUMN "apply_failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ondc_messages_unapplied_idx" ON "ondc_messages" USING btree ("action","id") WHERE "ondc_messages"."direction" = 'in' and "ondc_messages"."applied_at" is null and "ondc_messages"."apply_failed_at" is null;