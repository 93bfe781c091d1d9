CREATE TABLE "ondc_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" varchar(100) NOT NULL,
	"message_id" varchar(100) NOT NULL,
	"action" varchar(16) NOT NULL,
	"direction" varchar(3) NOT NULL,
	"sender_subscriber_id" varchar(255) NOT NULL,
	"target_uri" text,
	"body" jsonb NOT NULL,
	"raw_body" text NOT NULL,
	"authorization" text NOT NULL,
	"verified" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ack_status" varchar(4),
	"ack_error" jsonb,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ondc_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscriber_id" varchar(255) NOT NULL,
	"uri" text NOT NULL,
	"unique_key_id" varchar(100) NOT NULL,
	"signing_public_key" varchar(64) NOT NULL,
	"role" varchar(8) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ondc_messages_once" ON "ondc_messages" USING btree ("direction","sender_subscriber_id","transaction_id","message_id","action") WHERE "ondc_messages"."verified";--> statement-breakpoint
CREATE INDEX "ondc_messages_transaction_idx" ON "ondc_messages" USING btree ("transaction_id","at");--> statement-breakpoint
CREATE INDEX "ondc_messages_unapplied_idx" ON "ondc_messages" USING btree ("action","id") WHERE "ondc_messages"."direction" = 'in' and "ondc_messages"."applied_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ondc_participants_key_unique" ON "ondc_participants" USING btree ("subscriber_id","unique_key_id");