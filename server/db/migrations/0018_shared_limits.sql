-- UNLOGGED: shared per-address counts are not worth the write-ahead log (decision 363).
CREATE UNLOGGED TABLE "shared_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
