import { and, asc, count, desc, eq, getTableColumns, gt, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { searchWords, tagGroup } from '../../core/study/marks';
import { studyMarks, users } from '../db/schema/index';

/** A mark's columns but `words`, which only the database reads (the text filter's index). */
const { words: _words, ...markColumns } = getTableColumns(studyMarks);

export type MarkRow = Omit<typeof studyMarks.$inferSelect, 'words'>;
export type MarkValues = Omit<typeof studyMarks.$inferInsert, 'id' | 'userId' | 'revision'>;

/** The filters of the study page's list, in SQL terms. */
export interface MarkListFilters {
  kind?: MarkRow['kind'] | undefined;
  color?: string | undefined;
  tag?: string | undefined;
  /** Verse keys of a book (KJV numbering). */
  keys?: { from: number; to: number } | undefined;
  /** Words of the note, tags, reference or Strong's numbers (`searchWords`), each the start of one of them. */
  words?: readonly string[] | undefined;
  order: 'canon' | 'date';
  offset: number;
  limit: number;
}

/** What refuses an add: the reader's marks or tags would pass their limits. */
export type LimitRefusal = { refused: 'marks' | 'tags' };

/**
 * How far a mark's last verse may lie past its first, in KJV keys: two chapters (a range of one chapter of a
 * version whose numbering the verse maps move across a chapter's end). It bounds the place look-up's scan.
 */
export const MARK_SPAN_KEYS = 2_000;

/** The marks holding every word: each the start of a word of the note, tags, reference or Strong's numbers. */
function holdingWords(words: readonly string[]): SQL | undefined {
  // Only letters, marks and digits reach the query: nothing a reader types is read as its syntax.
  const tokens = words.flatMap(searchWords);
  if (tokens.length === 0) return undefined;
  const query = tokens.map((word) => `${word}:*`).join(' & ');
  return sql`${studyMarks.words} @@ to_tsquery('simple', ${query})`;
}

/** The rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows?: Row[] }).rows ?? [];
}

/** The reader's marks whose first verse key lies from `from` to `to`. */
function startsIn(userId: string, from: number, to: number): SQL | undefined {
  return and(eq(studyMarks.userId, userId), gte(studyMarks.startKey, from), lte(studyMarks.startKey, to));
}

/** A signed-in reader's marks; every query is keyed by the owner's id. */
export class StudyRepository {
  constructor(private readonly db: Database) {}

  /**
   * The reader's marks over any verse from `from` to `to` (KJV keys), journal notes left out, in canon order:
   * at most `limit` from `offset`. A mark's first verse lies at most MARK_SPAN_KEYS before its last, so the
   * index on (user, first verse) is read over the place and just before it, not from Genesis.
   */
  between(
    userId: string,
    from: number,
    to: number,
    page: { offset: number; limit: number },
  ): Promise<MarkRow[]> {
    return this.db
      .select(markColumns)
      .from(studyMarks)
      .where(overPlace(userId, from, to))
      .orderBy(asc(studyMarks.startKey), asc(studyMarks.id))
      .limit(page.limit)
      .offset(page.offset);
  }

  /**
   * Every mark of the reader, journal notes included, in canon order, what the study cache keeps (decision
   * 365); at most `limit` + 1, so that a reader of more is known to be one.
   */
  everyMark(userId: string, limit: number): Promise<MarkRow[]> {
    return this.db
      .select(markColumns)
      .from(studyMarks)
      .where(eq(studyMarks.userId, userId))
      .orderBy(asc(studyMarks.startKey), asc(studyMarks.id))
      .limit(limit + 1);
  }

  /** Tells every instance that the reader's marks changed (the study cache's channel, decision 365). */
  async announceChange(channel: string, userId: string): Promise<void> {
    await this.db.execute(sql`select pg_notify(${channel}, ${userId})`);
  }

  /** How many marks `between` holds in all. */
  async countBetween(userId: string, from: number, to: number): Promise<number> {
    const [counted] = await this.db
      .select({ n: count() })
      .from(studyMarks)
      .where(overPlace(userId, from, to));
    return counted?.n ?? 0;
  }

  /** How many marks the reader keeps. */
  async count(userId: string): Promise<number> {
    const [counted] = await this.db
      .select({ n: count() })
      .from(studyMarks)
      .where(eq(studyMarks.userId, userId));
    return counted?.n ?? 0;
  }

  /** The chapters (KJV keys of their verses) of a book that hold marks. */
  async keysInBook(userId: string, from: number, to: number): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ key: studyMarks.startKey })
      .from(studyMarks)
      .where(startsIn(userId, from, to));
    return rows.map((row) => row.key);
  }

  async list(userId: string, filters: MarkListFilters): Promise<{ rows: MarkRow[]; total: number }> {
    const conditions: SQL[] = [eq(studyMarks.userId, userId)];
    if (filters.kind) conditions.push(eq(studyMarks.kind, filters.kind));
    if (filters.color) conditions.push(eq(studyMarks.color, filters.color));
    // `@>` rather than `= ANY`: the one the tags' GIN index answers.
    if (filters.tag) conditions.push(sql`${studyMarks.tags} @> ARRAY[${filters.tag}]::text[]`);
    if (filters.keys)
      conditions.push(gte(studyMarks.startKey, filters.keys.from), lte(studyMarks.startKey, filters.keys.to));
    const holding = holdingWords(filters.words ?? []);
    if (holding) conditions.push(holding);
    const where = and(...conditions);
    const order =
      filters.order === 'date'
        ? [desc(studyMarks.updatedAt), desc(studyMarks.id)]
        : [asc(studyMarks.startKey), asc(studyMarks.id)];
    const [rows, [counted]] = await Promise.all([
      this.db
        .select(markColumns)
        .from(studyMarks)
        .where(where)
        .orderBy(...order)
        .limit(filters.limit)
        .offset(filters.offset),
      this.db.select({ n: count() }).from(studyMarks).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }

  /** The reader's marks, journal notes included, whose first verse key lies from `from` to `to`. */
  startingBetween(userId: string, from: number, to: number): Promise<MarkRow[]> {
    return this.db
      .select(markColumns)
      .from(studyMarks)
      .where(startsIn(userId, from, to));
  }

  /**
   * Every mark of the reader, `size` at a time: the verses' in canon order, then the journal notes (the
   * exports). Each batch is read after the one before it, from where it ended, so memory holds one batch.
   */
  async *inBatches(userId: string, size: number): AsyncGenerator<MarkRow[]> {
    for (const journal of [false, true]) {
      let after = { key: journal ? 0 : 1, id: 0 };
      for (;;) {
        const rows = await this.db
          .select(markColumns)
          .from(studyMarks)
          .where(
            and(
              eq(studyMarks.userId, userId),
              journal ? eq(studyMarks.startKey, 0) : gt(studyMarks.startKey, 0),
              or(
                gt(studyMarks.startKey, after.key),
                and(eq(studyMarks.startKey, after.key), gt(studyMarks.id, after.id)),
              ),
            ),
          )
          .orderBy(asc(studyMarks.startKey), asc(studyMarks.id))
          .limit(size);
        if (rows.length) yield rows;
        if (rows.length < size) break;
        const last = rows.at(-1)!;
        after = { key: last.startKey, id: last.id };
      }
    }
  }

  /**
   * Adds marks unless the reader would then keep more than `limits.marks` marks or use more than
   * `limits.tags` tags; all or nothing. The reader's user row is locked first, so two adds at once are
   * counted one after the other.
   */
  insertWithinLimits(
    userId: string,
    values: readonly MarkValues[],
    limits: { marks: number; tags: number },
  ): Promise<MarkRow[] | LimitRefusal> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [kept] = await tx.select({ n: count() }).from(studyMarks).where(eq(studyMarks.userId, userId));
      if ((kept?.n ?? 0) + values.length > limits.marks) return { refused: 'marks' };
      const newTags = new Set(values.flatMap((value) => value.tags ?? []));
      if (newTags.size > 0) {
        const used = rowsOf<{ tag: string }>(
          await tx.execute(
            sql`SELECT DISTINCT unnest(tags) AS tag FROM study_marks WHERE user_id = ${userId}`,
          ),
        );
        const all = new Set([...used.map((row) => row.tag), ...newTags]);
        if (all.size > limits.tags) return { refused: 'tags' };
      }
      if (values.length === 0) return [];
      const rows: MarkRow[] = [];
      // Inserted in slices: one statement's parameters are bounded (PostgreSQL: 65,535).
      for (let start = 0; start < values.length; start += 1_000) {
        const slice = values.slice(start, start + 1_000).map((value) => ({ ...value, userId }));
        rows.push(...(await tx.insert(studyMarks).values(slice).returning(markColumns)));
      }
      return rows;
    });
  }

  /** Changes a mark if it is still at `revision`; `stale` when it has moved on, undefined when it is not theirs. */
  async update(
    userId: string,
    id: number,
    revision: number,
    values: Partial<Pick<MarkValues, 'color' | 'note' | 'tags'>>,
  ): Promise<MarkRow | 'stale' | undefined> {
    const [row] = await this.db
      .update(studyMarks)
      .set({ ...values, revision: sql`${studyMarks.revision} + 1`, updatedAt: new Date() })
      .where(and(eq(studyMarks.id, id), eq(studyMarks.userId, userId), eq(studyMarks.revision, revision)))
      .returning(markColumns);
    if (row) return row;
    const [exists] = await this.db
      .select({ id: studyMarks.id })
      .from(studyMarks)
      .where(and(eq(studyMarks.id, id), eq(studyMarks.userId, userId)));
    return exists ? 'stale' : undefined;
  }

  async remove(userId: string, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(studyMarks)
      .where(and(eq(studyMarks.id, id), eq(studyMarks.userId, userId)))
      .returning({ id: studyMarks.id });
    return rows.length > 0;
  }

  /** Each tag the reader uses, with how many marks carry it and its group (the part before its last slash). */
  async tags(userId: string): Promise<{ tag: string; count: number; group?: string }[]> {
    const used = rowsOf<{ tag: string; n: number | string }>(
      await this.db.execute(
        sql`SELECT tag, count(*) AS n FROM study_marks, unnest(tags) AS tag WHERE user_id = ${userId} GROUP BY tag ORDER BY tag`,
      ),
    );
    return used.map((row) => {
      const group = tagGroup(row.tag);
      return { tag: row.tag, count: Number(row.n), ...(group ? { group } : {}) };
    });
  }

  /** Renames a tag on every mark of the reader, merging it into `to` where a mark has both; one statement. */
  async renameTag(userId: string, from: string, to: string): Promise<void> {
    await this.db.execute(
      sql`UPDATE study_marks SET tags = ARRAY(SELECT DISTINCT t FROM unnest(array_replace(tags, ${from}, ${to})) AS t ORDER BY t), revision = revision + 1, updated_at = now() WHERE user_id = ${userId} AND tags @> ARRAY[${from}]::text[]`,
    );
  }
}

/** The reader's marks over a verse from `from` to `to`, journal notes left out (see `between`). */
function overPlace(userId: string, from: number, to: number): SQL | undefined {
  return and(
    eq(studyMarks.userId, userId),
    ne(studyMarks.kind, 'journal'),
    gte(studyMarks.startKey, from - MARK_SPAN_KEYS),
    lte(studyMarks.startKey, to),
    gte(studyMarks.endKey, from),
  );
}
