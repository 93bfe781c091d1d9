CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(8) NOT NULL,
	"language_name" text NOT NULL,
	"image" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"country_key" varchar(4) NOT NULL,
	"country_name" text NOT NULL,
	"phone_code" varchar(6) NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "option_items" (
	"list_id" integer NOT NULL,
	"id" integer NOT NULL,
	"value" text NOT NULL,
	"value_hi" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "option_items_list_id_id_pk" PRIMARY KEY("list_id","id")
);
--> statement-breakpoint
CREATE TABLE "option_lists" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "option_lists_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "lender_group_members" (
	"lender_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "lender_group_members_lender_id_group_id_pk" PRIMARY KEY("lender_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "lender_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "lender_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "lender_revenue" (
	"id" serial PRIMARY KEY NOT NULL,
	"lender_id" integer NOT NULL,
	"slab_disbursed_min" numeric(14, 2),
	"slab_disbursed_max" numeric(14, 2),
	"slab_number_min" integer,
	"slab_number_max" integer,
	"ats_min" numeric(14, 2),
	"ats_max" numeric(14, 2),
	"revenue_type_id" integer NOT NULL,
	"revenue_flat" numeric(14, 2),
	"revenue_percent" numeric(7, 3),
	"status" smallint DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"min_income" integer,
	"max_income" integer,
	"min_age" smallint,
	"max_age" smallint,
	"min_loan" integer,
	"max_loan" integer,
	"ticket_class" smallint,
	"credit_score_class" smallint,
	"salaried" smallint DEFAULT 0 NOT NULL,
	"self_employed" smallint DEFAULT 0 NOT NULL,
	"business" smallint DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"lender_status" smallint DEFAULT 1 NOT NULL,
	"vendor_on" smallint DEFAULT 1 NOT NULL,
	"so_status" smallint DEFAULT 0 NOT NULL,
	"so_text" text,
	"so_date_start" date,
	"so_date_end" date,
	"loan_amount_upto" integer,
	"tenure" text,
	"interest_rate" text,
	"apr_min" numeric(6, 2),
	"apr_max" numeric(6, 2),
	"processing_fees" text,
	"penal_charges" text,
	"cooling_off_days" smallint DEFAULT 3 NOT NULL,
	"products" text[] DEFAULT '{}' NOT NULL,
	"journey" varchar(16) DEFAULT 'web_app' NOT NULL,
	"redirect_url" text,
	"autosubmission" smallint DEFAULT 0 NOT NULL,
	"api" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "lenders_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "revenue_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "revenue_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "partner_hosts" (
	"host" varchar(255) PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"display_name" text NOT NULL,
	"utm_id" varchar(64),
	"revenue_percent" numeric(7, 3),
	"revenue_flat_fee" numeric(14, 2),
	"logo" text NOT NULL,
	"font_source" text,
	"font_family" text NOT NULL,
	"primary_color" varchar(9) NOT NULL,
	"secondary_color" varchar(9) NOT NULL,
	"title" text,
	"tanc_apply" boolean DEFAULT false NOT NULL,
	"co_brand_logo" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_key_unique" UNIQUE("key"),
	CONSTRAINT "partners_utm_id_unique" UNIQUE("utm_id")
);
--> statement-breakpoint
CREATE TABLE "credit_card_categories" (
	"category_id" serial PRIMARY KEY NOT NULL,
	"category_name" text NOT NULL,
	"category_img_thumb" text,
	"key_feature" text,
	"annual_fee" text,
	"utm_link" text,
	"marketing_bullets" text[] DEFAULT '{}' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"secured" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_type" varchar(16) NOT NULL,
	"actor_id" integer,
	"action" varchar(64) NOT NULL,
	"entity" varchar(64) NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" varchar(20) NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"forward_status" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"referrer" text,
	"partner" varchar(64),
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"action" varchar(16) NOT NULL,
	"notice_version" varchar(16) NOT NULL,
	"language" varchar(8) NOT NULL,
	"channel" varchar(16) NOT NULL,
	"ip" varchar(45),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_product_details" (
	"user_id" integer NOT NULL,
	"product" varchar(32) NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_product_details_user_id_product_pk" PRIMARY KEY("user_id","product")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" smallint,
	"email" varchar(254),
	"email_verified" smallint DEFAULT 0 NOT NULL,
	"first_name" varchar(50),
	"last_name" varchar(50),
	"is_editing" smallint DEFAULT 0 NOT NULL,
	"merchant_location_id" integer,
	"mobile_phone_code" varchar(6) DEFAULT '91' NOT NULL,
	"mobile_phone_number" varchar(10),
	"mobile_verified" smallint DEFAULT 0 NOT NULL,
	"role_id" smallint DEFAULT 5 NOT NULL,
	"tin_encrypted" text,
	"tin_hash" varchar(64),
	"birth_date" date,
	"language" smallint DEFAULT 1 NOT NULL,
	"bl_completed" smallint DEFAULT 0 NOT NULL,
	"pl_completed" smallint DEFAULT 0 NOT NULL,
	"gl_completed" smallint DEFAULT 0 NOT NULL,
	"hl_completed" smallint DEFAULT 0 NOT NULL,
	"employment_status_code" smallint,
	"business_registration_type" smallint,
	"business_name" varchar(40),
	"address1" varchar(100),
	"address2" varchar(100),
	"locality" varchar(100),
	"postal_code" varchar(6),
	"gender" smallint,
	"inflight_credit_app_id" varchar(64),
	"pl_update_required" smallint DEFAULT 0 NOT NULL,
	"pl_se_update_required" smallint DEFAULT 0 NOT NULL,
	"residence_type" smallint,
	"se_loan_amount" integer,
	"allow_sms" smallint DEFAULT 0 NOT NULL,
	"allow_emails" smallint DEFAULT 0 NOT NULL,
	"business_current_turnover" integer,
	"business_years" smallint,
	"employer_name" varchar(40),
	"officepincode" varchar(6),
	"monthly_income" integer,
	"salary_mode" smallint,
	"monthly_rent" integer DEFAULT 0 NOT NULL,
	"educational_level" smallint,
	"emi" integer DEFAULT 0 NOT NULL,
	"prefer_net_banking" smallint,
	"business_account" smallint,
	"credit_score" smallint,
	"partner_id" integer,
	"attribution" jsonb,
	"last_login_ip" varchar(45),
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"destination" varchar(254) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip" varchar(45)
);
--> statement-breakpoint
CREATE TABLE "otp_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"destination" varchar(254) NOT NULL,
	"kind" varchar(24) NOT NULL,
	"reason" text,
	"ip" varchar(45),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"bucket" varchar(32) NOT NULL,
	"key" varchar(254) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_bucket_key_window_start_pk" PRIMARY KEY("bucket","key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"area" varchar(16) NOT NULL,
	"subject_id" integer NOT NULL,
	"masquerade_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"identity_confirmed_at" timestamp with time zone,
	"ip" varchar(45),
	"user_agent" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"username" varchar(60) NOT NULL,
	"password_hash" text NOT NULL,
	"role" smallint NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"source" varchar(24) NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"lender_id" integer NOT NULL,
	"product" varchar(16) NOT NULL,
	"amount" integer NOT NULL,
	"tenure_months" smallint,
	"status" varchar(16) NOT NULL,
	"handoff" varchar(16) NOT NULL,
	"redirect_url" text,
	"lender_reference" varchar(100),
	"reason" text,
	"approved_amount" integer,
	"disbursed_amount" numeric(14, 2),
	"disbursed_on" date,
	"partner_id" integer,
	"idempotency_key" varchar(64) NOT NULL,
	"offer_snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "dedupe_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lender_id" integer NOT NULL,
	"existing_application_id" integer NOT NULL,
	"window_days" smallint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_api_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"lender_id" integer NOT NULL,
	"attempt" smallint NOT NULL,
	"status_code" smallint,
	"error" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"lender_id" integer NOT NULL,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "lender_submissions_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "offer_impressions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product" varchar(16) NOT NULL,
	"method_version" varchar(32) NOT NULL,
	"shown" jsonb NOT NULL,
	"unmatched" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" integer NOT NULL,
	"source" varchar(16) NOT NULL,
	"name" varchar(100),
	"mobile" varchar(10),
	"email" varchar(254),
	"product" varchar(32),
	"amount" integer,
	"pincode" varchar(6),
	"user_id" integer,
	"idempotency_key" varchar(64),
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "partner_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"prefix" varchar(16) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "partner_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "partner_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"mobile" varchar(10),
	"email" varchar(254),
	"role" varchar(16) DEFAULT 'owner' NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"partner_user_id" integer,
	"kind" varchar(16) NOT NULL,
	"subject" varchar(150) NOT NULL,
	"message" text NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "csr_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"note" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasure_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"reason" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lender_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"lender_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"reference" varchar(100) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_data_access" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(24) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"rows_read" integer NOT NULL,
	"created" integer NOT NULL,
	"updated" integer NOT NULL,
	"errors" jsonb NOT NULL,
	"admin_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_outcomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"outcome" varchar(24) NOT NULL,
	"note" text,
	"next_call_at" timestamp with time zone,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"subject" varchar(150),
	"text" text NOT NULL,
	"status" varchar(16) DEFAULT 'sent' NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_name" varchar(64),
	"business_name" varchar(40) NOT NULL,
	"owner_name" varchar(100) NOT NULL,
	"mobile" varchar(10) NOT NULL,
	"email" varchar(254) NOT NULL,
	"city" varchar(100) NOT NULL,
	"pincode" varchar(6) NOT NULL,
	"category" varchar(60) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"partner_id" integer,
	"target_path" varchar(200) NOT NULL,
	"utm_source" varchar(64) NOT NULL,
	"utm_medium" varchar(64) NOT NULL,
	"utm_campaign" varchar(64) NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_links_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "option_items" ADD CONSTRAINT "option_items_list_id_option_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."option_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_group_members" ADD CONSTRAINT "lender_group_members_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_group_members" ADD CONSTRAINT "lender_group_members_group_id_lender_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."lender_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_revenue" ADD CONSTRAINT "lender_revenue_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_revenue" ADD CONSTRAINT "lender_revenue_revenue_type_id_revenue_types_id_fk" FOREIGN KEY ("revenue_type_id") REFERENCES "public"."revenue_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_hosts" ADD CONSTRAINT "partner_hosts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_ledger" ADD CONSTRAINT "consent_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_product_details" ADD CONSTRAINT "user_product_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lender_revenue_lender_idx" ON "lender_revenue" USING btree ("lender_id","sort_order");--> statement-breakpoint
CREATE INDEX "lenders_active_idx" ON "lenders" USING btree ("deleted_at","lender_status");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "page_views_at_idx" ON "page_views" USING btree ("at");--> statement-breakpoint
CREATE INDEX "consent_ledger_user_idx" ON "consent_ledger" USING btree ("user_id","purpose","at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_unique" ON "users" USING btree ("mobile_phone_number") WHERE "users"."erased_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email") WHERE "users"."erased_at" is null;--> statement-breakpoint
CREATE INDEX "users_tin_hash_idx" ON "users" USING btree ("tin_hash");--> statement-breakpoint
CREATE INDEX "users_partner_idx" ON "users" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_destination_idx" ON "otp_codes" USING btree ("purpose","destination","created_at");--> statement-breakpoint
CREATE INDEX "otp_failures_at_idx" ON "otp_failures" USING btree ("at");--> statement-breakpoint
CREATE INDEX "sessions_subject_idx" ON "sessions" USING btree ("area","subject_id");--> statement-breakpoint
CREATE INDEX "application_events_app_idx" ON "application_events" USING btree ("application_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_idempotency_unique" ON "applications" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "applications_user_lender_idx" ON "applications" USING btree ("user_id","lender_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "applications_lender_idx" ON "applications" USING btree ("lender_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_partner_idx" ON "applications" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "dedupe_log_at_idx" ON "dedupe_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "lender_api_failures_at_idx" ON "lender_api_failures" USING btree ("at");--> statement-breakpoint
CREATE INDEX "lender_submissions_due_idx" ON "lender_submissions" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "offer_impressions_user_idx" ON "offer_impressions" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_idempotency_unique" ON "leads" USING btree ("partner_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "leads_partner_idx" ON "leads" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_user_idx" ON "leads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partner_api_keys_partner_idx" ON "partner_api_keys" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_users_mobile_unique" ON "partner_users" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_users_email_unique" ON "partner_users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "partner_users_partner_idx" ON "partner_users" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "support_tickets_partner_idx" ON "support_tickets" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "csr_notes_user_idx" ON "csr_notes" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "lender_payments_unique" ON "lender_payments" USING btree ("lender_id","month","reference");--> statement-breakpoint
CREATE INDEX "personal_data_access_user_idx" ON "personal_data_access" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "upload_batches_at_idx" ON "upload_batches" USING btree ("at");--> statement-breakpoint
CREATE INDEX "call_outcomes_user_idx" ON "call_outcomes" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_messages_unique" ON "campaign_messages" USING btree ("campaign_id","user_id");--> statement-breakpoint
CREATE INDEX "merchants_status_idx" ON "merchants" USING btree ("status","created_at");