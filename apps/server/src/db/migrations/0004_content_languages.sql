ALTER TABLE "lenders" ADD COLUMN "so_text_hi" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "processing_fees_hi" text;--> statement-breakpoint
ALTER TABLE "lenders" ADD COLUMN "penal_charges_hi" text;--> statement-breakpoint
ALTER TABLE "credit_card_categories" ADD COLUMN "category_name_hi" text;--> statement-breakpoint
ALTER TABLE "credit_card_categories" ADD COLUMN "key_feature_hi" text;--> statement-breakpoint
ALTER TABLE "credit_card_categories" ADD COLUMN "annual_fee_hi" text;--> statement-breakpoint
ALTER TABLE "credit_card_categories" ADD COLUMN "marketing_bullets_hi" text[] DEFAULT '{}' NOT NULL;