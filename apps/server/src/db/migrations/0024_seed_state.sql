CREATE TABLE "seed_state" (
	"key" varchar(32) PRIMARY KEY NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
