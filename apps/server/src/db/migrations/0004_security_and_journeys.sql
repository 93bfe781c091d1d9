DROP INDEX "users_mobile_unique";--> statement-breakpoint
DROP INDEX "users_email_unique";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "masquerade_admin_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_verified_unique" ON "users" USING btree ("mobile_phone_number") WHERE "users"."mobile_verified" = 1 and "users"."erased_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_verified_unique" ON "users" USING btree (lower("email")) WHERE "users"."email_verified" = 1 and "users"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));