CREATE TABLE "devotional_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"scripture" text NOT NULL,
	"passage" text NOT NULL,
	"reflection" text NOT NULL,
	"prayer" text NOT NULL,
	"personal_notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devotional_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reading_plan" text DEFAULT 'oneyear' NOT NULL,
	"plan_start_date" date NOT NULL,
	"custom_books" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_days" integer DEFAULT 90 NOT NULL,
	"topics" jsonb NOT NULL,
	"favorite_translation" text DEFAULT 'KJV' NOT NULL,
	"email_reminders" boolean DEFAULT true NOT NULL,
	"reminder_time" text DEFAULT '08:00' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"reminder_last_sent" date,
	"notes" text DEFAULT '' NOT NULL,
	"calendar_token" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devotional_preferences_calendar_token_unique" UNIQUE("calendar_token")
);
--> statement-breakpoint
ALTER TABLE "devotional_entries" ADD CONSTRAINT "devotional_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devotional_preferences" ADD CONSTRAINT "devotional_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devotional_entries_user_day_idx" ON "devotional_entries" USING btree ("user_id","date","scripture");--> statement-breakpoint
CREATE INDEX "devotional_entries_user_date_idx" ON "devotional_entries" USING btree ("user_id","date");