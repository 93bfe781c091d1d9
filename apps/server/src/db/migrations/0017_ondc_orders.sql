CREATE TABLE "ondc_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" bigint NOT NULL,
	"network_offer_id" integer NOT NULL,
	"transaction_id" varchar(100) NOT NULL,
	"bpp_id" varchar(255) NOT NULL,
	"bpp_uri" text NOT NULL,
	"provider_id" varchar(100) NOT NULL,
	"item_id" varchar(100) NOT NULL,
	"form_due" jsonb,
	"payment_id" varchar(255),
	"order_id" varchar(255),
	"fulfilment" varchar(24),
	"principal_paise" bigint NOT NULL,
	"buyer_finder_fee_bp" integer,
	"last_call_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ondc_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"step_key" varchar(300) NOT NULL,
	"transaction_id" varchar(100) NOT NULL,
	"action" varchar(16) NOT NULL,
	"message_id" varchar(100) NOT NULL,
	"network_offer_id" integer,
	"application_id" bigint,
	"request" jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ondc_network_offers" ADD COLUMN "form" jsonb;--> statement-breakpoint
ALTER TABLE "ondc_network_offers" ADD COLUMN "next_form" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "ondc_orders_application_unique" ON "ondc_orders" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ondc_orders_offer_unique" ON "ondc_orders" USING btree ("network_offer_id");--> statement-breakpoint
CREATE INDEX "ondc_orders_transaction_idx" ON "ondc_orders" USING btree ("transaction_id","bpp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ondc_outbox_step_unique" ON "ondc_outbox" USING btree ("step_key");--> statement-breakpoint
CREATE INDEX "ondc_outbox_due_idx" ON "ondc_outbox" USING btree ("id") WHERE "ondc_outbox"."status" in ('pending', 'sending');