DROP INDEX "applications_status_idx";--> statement-breakpoint
CREATE INDEX "applications_expiry_idx" ON "applications" USING btree ("created_at") WHERE "applications"."status" = 'created' and "applications"."handoff" = 'redirect';--> statement-breakpoint
CREATE INDEX "applications_disbursed_idx" ON "applications" USING btree ("disbursed_on") WHERE "applications"."status" = 'disbursed';