-- btree_gin lets one GIN index hold the reader's id beside a note's words or a mark's tags (decision 334); the
-- reader's tags index replaces 0016's tags-only one.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "study_marks_tags_idx";--> statement-breakpoint
CREATE INDEX "study_marks_user_note_words_idx" ON "study_marks" USING gin ("user_id",to_tsvector('simple', coalesce("note", '')));--> statement-breakpoint
CREATE INDEX "study_marks_user_tags_idx" ON "study_marks" USING gin ("user_id","tags");