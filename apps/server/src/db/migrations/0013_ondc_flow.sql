CREATE TABLE "ondc_flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" varchar(100) NOT NULL,
	"user_id" integer NOT NULL,
	"product" varchar(16) NOT NULL,
	"amount_paise" bigint NOT NULL,
	"state" varchar(16) NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"reuse_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ondc_network_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" varchar(100) NOT NULL,
	"bpp_id" varchar(255) NOT NULL,
	"bpp_uri" text NOT NULL,
	"provider_id" varchar(100) NOT NULL,
	"provider_name" varchar(255) NOT NULL,
	"item_id" varchar(100) NOT NULL,
	"state" varchar(12) NOT NULL,
	"form_url" text,
	"submission_id" varchar(255),
	"terms" jsonb,
	"grievance" jsonb,
	"buyer_finder_fee_bp" integer,
	"offer_message_id" varchar(100),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ondc_flows_transaction_unique" ON "ondc_flows" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ondc_flows_user_idx" ON "ondc_flows" USING btree ("user_id","product","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ondc_network_offers_unique" ON "ondc_network_offers" USING btree ("transaction_id","bpp_id","provider_id");