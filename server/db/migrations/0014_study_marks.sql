CREATE TABLE "study_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"version" text,
	"start_key" integer DEFAULT 0 NOT NULL,
	"end_key" integer DEFAULT 0 NOT NULL,
	"color" text,
	"note" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"strongs" text[] DEFAULT '{}' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_tag_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"group_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_marks" ADD CONSTRAINT "study_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_tag_groups" ADD CONSTRAINT "study_tag_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_marks_user_place_idx" ON "study_marks" USING btree ("user_id","start_key");--> statement-breakpoint
CREATE INDEX "study_marks_user_updated_idx" ON "study_marks" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "study_tag_groups_user_tag_idx" ON "study_tag_groups" USING btree ("user_id","tag");