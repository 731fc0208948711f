CREATE TABLE "study_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"checksum" text,
	"report" jsonb,
	"upload" "bytea",
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
