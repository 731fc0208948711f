CREATE TABLE "bible_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"version_code" text NOT NULL,
	"format" text NOT NULL,
	"size" integer NOT NULL,
	"checksum" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "converted_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"table_name" text NOT NULL,
	"content" text NOT NULL,
	"size" integer NOT NULL,
	"verse_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "converted_files_filename_unique" UNIQUE("filename")
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_id" integer NOT NULL,
	"version_code" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"verses_imported" integer DEFAULT 0 NOT NULL,
	"total_verses" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"error" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "import_jobs_status" ON "import_jobs" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "import_jobs_active_upload" ON "import_jobs" USING btree ("upload_id") WHERE status in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "import_jobs_active_version" ON "import_jobs" USING btree ("version_code") WHERE status in ('queued', 'running');