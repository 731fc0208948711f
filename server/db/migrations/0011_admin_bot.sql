CREATE TABLE "bot_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"error_type" text NOT NULL,
	"url" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"resolution" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bot_instructions" (
	"id" serial PRIMARY KEY NOT NULL,
	"check_key" text,
	"directive" text NOT NULL,
	"priority" integer DEFAULT 50 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_instructions_check_key_unique" UNIQUE("check_key")
);
--> statement-breakpoint
CREATE TABLE "bot_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"details" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_repairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"check_key" text NOT NULL,
	"element_type" text NOT NULL,
	"location" text NOT NULL,
	"issue" text NOT NULL,
	"suggested_remedy" text NOT NULL,
	"remedy" text,
	"status" text NOT NULL,
	"severity" text NOT NULL,
	"priority" integer NOT NULL,
	"occurrences" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_alerted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "bot_repairs_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bot_errors_type_url" ON "bot_errors" USING btree ("error_type","url");--> statement-breakpoint
CREATE INDEX "bot_logs_created" ON "bot_logs" USING btree ("created_at","id");