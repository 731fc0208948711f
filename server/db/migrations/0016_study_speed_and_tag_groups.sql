-- Decision 341: a tag's group is the part of its name before the last slash. The groups kept on the side are
-- folded into the tags' names (`easter` in the group `Sermons` becomes `sermons/easter`, at most 60 characters).
UPDATE "study_marks" AS m SET "tags" = ARRAY(
	SELECT DISTINCT coalesce(left(lower(g."group_name") || '/' || t, 60), t)
	FROM unnest(m."tags") AS t
	LEFT JOIN "study_tag_groups" AS g ON g."user_id" = m."user_id" AND g."tag" = t
	ORDER BY 1
), "revision" = m."revision" + 1, "updated_at" = now()
WHERE EXISTS (SELECT 1 FROM "study_tag_groups" AS g WHERE g."user_id" = m."user_id" AND g."tag" = ANY(m."tags"));--> statement-breakpoint
DROP TABLE "study_tag_groups" CASCADE;--> statement-breakpoint
-- Decision 340: the words a mark is found by (its note, tags, reference and Strong's numbers), punctuation as
-- spaces so `sermons/easter` and `John.3.16` are words apart. Immutable: array_to_string of text[] is. Kept in
-- a column the database writes with the row (parsing a note again at each search costs far more than reading
-- it), indexed by GIN.
CREATE FUNCTION study_mark_words(note text, tags text[], ref text, strongs text[]) RETURNS tsvector
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT to_tsvector('simple'::regconfig, regexp_replace(
		coalesce(note, '') || ' ' || array_to_string(tags, ' ') || ' ' || ref || ' ' || array_to_string(strongs, ' '),
		'[[:punct:]]+', ' ', 'g')) $$;--> statement-breakpoint
CREATE INDEX "study_marks_tags_idx" ON "study_marks" USING gin ("tags");--> statement-breakpoint
ALTER TABLE "study_marks" ADD COLUMN "words" "tsvector" GENERATED ALWAYS AS (study_mark_words("study_marks"."note", "study_marks"."tags", "study_marks"."ref", "study_marks"."strongs")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "study_marks_words_idx" ON "study_marks" USING gin ("words");
