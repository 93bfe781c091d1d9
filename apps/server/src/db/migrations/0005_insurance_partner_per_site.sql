ALTER TABLE "partners" ADD COLUMN "insurance_name" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "insurance_url" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "insurance_licence" varchar(40);--> statement-breakpoint
ALTER TABLE "consent_ledger" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "consent_ledger" ADD COLUMN "recipient_licence" varchar(40);--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_insurance_all_or_none" CHECK (("partners"."insurance_name" is null) = ("partners"."insurance_url" is null) and ("partners"."insurance_url" is null) = ("partners"."insurance_licence" is null));