CREATE TABLE "search_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"search_term" text NOT NULL,
	"result_count" integer NOT NULL,
	"search_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_events_created_at" ON "search_events" USING btree ("created_at");