ALTER TABLE "application_events" ADD COLUMN "note_code" varchar(32);--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "note_values" jsonb;