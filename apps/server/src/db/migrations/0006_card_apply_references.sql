CREATE TABLE "card_apply_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_apply_references_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "card_apply_references" ADD CONSTRAINT "card_apply_references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_apply_references" ADD CONSTRAINT "card_apply_references_category_id_credit_card_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."credit_card_categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_apply_references_user_idx" ON "card_apply_references" USING btree ("user_id","created_at");