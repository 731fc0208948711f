CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username_lower" text NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"category" text NOT NULL,
	"data_type" text NOT NULL,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"default_value" text,
	"options" jsonb,
	"is_protected" boolean DEFAULT false NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bible_editions" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_code" text NOT NULL,
	"status" text NOT NULL,
	"verse_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bible_versions" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"direction" text NOT NULL,
	"versification" text NOT NULL,
	"licence" text NOT NULL,
	"attribution" text NOT NULL,
	"source" text NOT NULL,
	"has_strongs" boolean NOT NULL,
	"has_morphology" boolean NOT NULL,
	"strongs_authoritative" boolean NOT NULL,
	"current_edition_id" integer,
	"verse_count" integer DEFAULT 0 NOT NULL,
	"imported_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"report" jsonb,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "lexicon_entries" (
	"strongs" text PRIMARY KEY NOT NULL,
	"suffix" text,
	"language" text NOT NULL,
	"lemma" text NOT NULL,
	"transliteration" text NOT NULL,
	"pronunciation" text NOT NULL,
	"part_of_speech" text,
	"definition" text NOT NULL,
	"derivation" text,
	"derivation_links" jsonb NOT NULL,
	"kjv_usage" text,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scholarly_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"entry_id" text NOT NULL,
	"strongs" text[] NOT NULL,
	"headword" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verse_maps" (
	"from_system" text NOT NULL,
	"from_key" integer NOT NULL,
	"to_system" text NOT NULL,
	"to_key" integer NOT NULL,
	CONSTRAINT "verse_maps_from_system_from_key_to_system_to_key_pk" PRIMARY KEY("from_system","from_key","to_system","to_key")
);
--> statement-breakpoint
CREATE TABLE "verses" (
	"edition_id" integer NOT NULL,
	"key" integer NOT NULL,
	"book" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"verse" smallint NOT NULL,
	"text" text NOT NULL,
	"tokens" jsonb NOT NULL,
	CONSTRAINT "verses_edition_id_key_pk" PRIMARY KEY("edition_id","key")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_username" ON "login_failures" USING btree ("username_lower","at");--> statement-breakpoint
CREATE INDEX "login_failures_address" ON "login_failures" USING btree ("address","at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "lexicon_entries_language" ON "lexicon_entries" USING btree ("language");--> statement-breakpoint
CREATE UNIQUE INDEX "scholarly_entries_source_entry" ON "scholarly_entries" USING btree ("source","entry_id");--> statement-breakpoint
CREATE INDEX "scholarly_entries_strongs" ON "scholarly_entries" USING gin ("strongs");--> statement-breakpoint
CREATE INDEX "verse_maps_to" ON "verse_maps" USING btree ("to_system","to_key");