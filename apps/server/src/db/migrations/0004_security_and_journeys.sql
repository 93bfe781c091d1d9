DROP INDEX "users_mobile_unique";--> statement-breakpoint
DROP INDEX "users_email_unique";--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "so_text_hi" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "processing_fees_hi" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "penal_charges_hi" text;--> statement-breakpoint
ALTER TABLE "credit_card_categories" ADD COLUMN "category_name_hi" text;--> statement-breakpoint
ALTER TABLE "credit_card_categories" ADD COLUMN "key_feature_hi" text;--> statement-breakpoint
ALTER TABLE "credit_card_categories" ADD COLUMN "annual_fee_hi" text;--> statement-breakpoint
ALTER TABLE "credit_card_categories" ADD COLUMN "marketing_bullets_hi" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "masquerade_admin_id" integer;--> statement-breakpoint
ALTER TABLE "user_product_details" ADD COLUMN "desired_amount" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_verified_unique" ON "users" USING btree ("mobile_phone_number") WHERE "users"."mobile_verified" = 1 and "users"."erased_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_verified_unique" ON "users" USING btree (lower("email")) WHERE "users"."email_verified" = 1 and "users"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
-- h/products (issue 13): each product form keeps its own desired amount in
-- user_product_details.desired_amount. Before this, one amount (users.se_loan_amount) was shared
-- by every form, and the last form saved wrote it. Keep it as the amount of every product form the
-- customer had already completed, so that no returning customer's offers change or go empty.
update user_product_details d
   set desired_amount = u.se_loan_amount
  from users u
 where u.id = d.user_id
   and d.desired_amount is null;--> statement-breakpoint
-- Business answers had no details row: make one for customers who completed the business form,
-- with their employment type when it is one business lenders serve (2 self-employed, 3 business).
insert into user_product_details (user_id, product, data, desired_amount)
select u.id,
       'business',
       case when u.employment_status_code in (2, 3)
            then jsonb_build_object('employment_status_code', u.employment_status_code)
            else '{}'::jsonb end,
       u.se_loan_amount
  from users u
 where u.bl_completed = 1
   and u.erased_at is null
on conflict (user_id, product) do nothing;
