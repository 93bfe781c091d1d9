DROP INDEX "applications_created_idx";--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_created_idx" ON "otp_codes" USING btree ("purpose","created_at","destination");--> statement-breakpoint
CREATE INDEX "applications_report_idx" ON "applications" USING btree ("created_at","status","lender_id","partner_id","user_id","disbursed_amount");--> statement-breakpoint
CREATE INDEX "offer_impressions_at_idx" ON "offer_impressions" USING btree ("at","user_id");