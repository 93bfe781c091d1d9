CREATE TABLE "support_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"thread" varchar(8) NOT NULL,
	"thread_id" integer NOT NULL,
	"author_type" varchar(8) NOT NULL,
	"author_id" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_requests" ADD COLUMN "reference" varchar(12);--> statement-breakpoint
-- Issue 15: rows made before references existed get one (hex digits fit the reference pattern).
UPDATE "help_requests" SET "reference" = 'HLP-' || upper(substr(md5(random()::text || "id"::text), 1, 8)) WHERE "reference" IS NULL;--> statement-breakpoint
ALTER TABLE "help_requests" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "help_requests" ADD COLUMN "status" varchar(16) DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "help_requests" ADD COLUMN "assignee_admin_id" integer;--> statement-breakpoint
ALTER TABLE "help_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "reference" varchar(12);--> statement-breakpoint
-- Issue 15: rows made before references existed get one (hex digits fit the reference pattern).
UPDATE "support_tickets" SET "reference" = 'TKT-' || upper(substr(md5(random()::text || "id"::text), 1, 8)) WHERE "reference" IS NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "assignee_admin_id" integer;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "support_replies_thread_idx" ON "support_replies" USING btree ("thread","thread_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_reference_unique" UNIQUE("reference");