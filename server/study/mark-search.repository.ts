import { sql, type SQL } from 'drizzle-orm';
import type { PersonalTerm } from '../../core/search/personal-fields';
import type { Database } from '../db/database';

/** The first and last verses (KJV keys) of the reader's marks matching one term, in no order. */
export interface MatchedMarks {
  startKeys: number[];
  endKeys: number[];
}

/** Terms one search may ask of the marks (the search's own bound, MAX_SEARCH_TERMS, is the same). */
export const MAX_PERSONAL_TERMS = 24;

/** The most marks a reader keeps (STUDY_LIMITS.marksPerReader), for each term: the answer is bounded. */
const MAX_ROWS = 100_000;

/**
 * The text search query of a `note:` term: its words in order (`<->`), the last a prefix for `note:shep*`
 * (`:*`). The words are letters and digits only (personal-fields.ts), so none is the query language's syntax.
 */
export function noteQuery(words: readonly string[], prefix: boolean): string {
  return words.map((word, at) => (prefix && at === words.length - 1 ? `${word}:*` : word)).join(' <-> ');
}

/** The words of a note as the index `study_marks_user_note_words_idx` holds them (the same expression, to be used). */
const NOTE_WORDS = sql`to_tsvector('simple', coalesce(note, ''))`;

/** The SQL condition a mark of the reader meets to match a term. */
function condition(term: PersonalTerm): SQL {
  switch (term.field) {
    case 'note':
      return sql`kind = 'note' AND ${NOTE_WORDS} @@ to_tsquery('simple', ${noteQuery(term.words, term.prefix)})`;
    case 'tag':
      return sql`tags @> ARRAY[${term.tag}]::text[]`; // study_marks_user_tags_idx
    case 'highlight':
      return term.color ? sql`kind = 'highlight' AND color = ${term.color}` : sql`kind = 'highlight'`;
    case 'bookmark':
      return sql`kind = 'bookmark'`;
  }
}

/** The rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows?: Row[] }).rows ?? [];
}

/**
 * Finds a reader's marks for the personal terms of a search (decision 333): one statement, a branch a term, each
 * planned on its own (a note's words or a tag through a GIN index on the reader's id with them), every branch
 * keyed by the reader's id; journal notes are left out (they have no verse). Each branch answers one row, its
 * marks' keys as two arrays: thousands of marks cost two values, not thousands of rows (decision 334).
 */
export class MarkSearchRepository {
  constructor(private readonly db: Database) {}

  /** For each of `terms` (at most MAX_PERSONAL_TERMS), in order, the reader's marks that match it. */
  async matching(userId: string, terms: readonly PersonalTerm[]): Promise<MatchedMarks[]> {
    if (terms.length === 0) return [];
    if (terms.length > MAX_PERSONAL_TERMS) throw new RangeError('Too many personal terms');
    const branches = terms.map(
      (term, at) =>
        sql`(SELECT ${at}::integer AS term, array_agg(start_key) AS starts, array_agg(end_key) AS ends FROM (SELECT start_key, end_key FROM study_marks WHERE user_id = ${userId} AND kind <> 'journal' AND ${condition(term)} LIMIT ${MAX_ROWS}) AS found)`,
    );
    const rows = rowsOf<{ term: number | string; starts: number[] | null; ends: number[] | null }>(
      await this.db.execute(sql.join(branches, sql` UNION ALL `)),
    );
    const found = terms.map((): MatchedMarks => ({ startKeys: [], endKeys: [] }));
    for (const row of rows) {
      const marks = found[Number(row.term)];
      if (!marks) continue;
      marks.startKeys = (row.starts ?? []).map(Number);
      marks.endKeys = (row.ends ?? []).map(Number);
    }
    return found;
  }
}
