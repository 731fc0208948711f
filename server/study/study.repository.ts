import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { studyMarks, studyTagGroups, users } from '../db/schema/index';

export type MarkRow = typeof studyMarks.$inferSelect;
export type MarkValues = Omit<typeof studyMarks.$inferInsert, 'id' | 'userId' | 'revision'>;

/** The filters of the study page's list, in SQL terms. */
export interface MarkListFilters {
  kind?: MarkRow['kind'] | undefined;
  color?: string | undefined;
  tag?: string | undefined;
  /** Verse keys of a book (KJV numbering). */
  keys?: { from: number; to: number } | undefined;
  /** Words of the note, the tags or the reference, each matched as typed (case-insensitive). */
  words?: readonly string[] | undefined;
  order: 'canon' | 'date';
  offset: number;
  limit: number;
}

/** What refuses an add: the reader's marks or tags would pass their limits. */
export type LimitRefusal = { refused: 'marks' | 'tags' };

/** Escapes LIKE's wildcards so that a reader's `%` or `_` is matched as written. */
function likeText(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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

  /** The reader's marks over any verse from `from` to `to` (KJV keys), journal notes left out. */
  between(userId: string, from: number, to: number): Promise<MarkRow[]> {
    return this.db
      .select()
      .from(studyMarks)
      .where(
        and(
          eq(studyMarks.userId, userId),
          ne(studyMarks.kind, 'journal'),
          lte(studyMarks.startKey, to),
          gte(studyMarks.endKey, from),
        ),
      )
      .orderBy(asc(studyMarks.startKey), asc(studyMarks.id));
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
    if (filters.tag) conditions.push(sql`${filters.tag} = ANY(${studyMarks.tags})`);
    if (filters.keys)
      conditions.push(gte(studyMarks.startKey, filters.keys.from), lte(studyMarks.startKey, filters.keys.to));
    for (const word of filters.words ?? []) {
      const pattern = likeText(word);
      conditions.push(
        sql`(${studyMarks.note} ILIKE ${pattern} OR ${studyMarks.ref} ILIKE ${pattern} OR array_to_string(${studyMarks.tags}, ' ') ILIKE ${pattern})`,
      );
    }
    const where = and(...conditions);
    const order =
      filters.order === 'date'
        ? [desc(studyMarks.updatedAt), desc(studyMarks.id)]
        : [asc(studyMarks.startKey), asc(studyMarks.id)];
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
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
      .select()
      .from(studyMarks)
      .where(startsIn(userId, from, to));
  }

  /** Every mark of the reader, in canon order (exports), at most `limit`. */
  all(userId: string, limit: number): Promise<MarkRow[]> {
    return this.db
      .select()
      .from(studyMarks)
      .where(eq(studyMarks.userId, userId))
      .orderBy(asc(studyMarks.startKey), asc(studyMarks.id))
      .limit(limit);
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
        rows.push(...(await tx.insert(studyMarks).values(slice).returning()));
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
      .returning();
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

  /** Each tag the reader uses, with how many marks carry it and its group. */
  async tags(userId: string): Promise<{ tag: string; count: number; group?: string }[]> {
    const used = rowsOf<{ tag: string; n: number | string }>(
      await this.db.execute(
        sql`SELECT tag, count(*) AS n FROM study_marks, unnest(tags) AS tag WHERE user_id = ${userId} GROUP BY tag ORDER BY tag`,
      ),
    );
    const groups = await this.db
      .select({ tag: studyTagGroups.tag, group: studyTagGroups.groupName })
      .from(studyTagGroups)
      .where(eq(studyTagGroups.userId, userId));
    const groupOf = new Map(groups.map((row) => [row.tag, row.group]));
    return used.map((row) => {
      const group = groupOf.get(row.tag);
      return { tag: row.tag, count: Number(row.n), ...(group ? { group } : {}) };
    });
  }

  /**
   * Renames a tag on every mark of the reader (merging it into `to` where a mark has both) and moves its group;
   * one transaction.
   */
  renameTag(userId: string, from: string, to: string): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE study_marks SET tags = ARRAY(SELECT DISTINCT t FROM unnest(array_replace(tags, ${from}, ${to})) AS t ORDER BY t), revision = revision + 1, updated_at = now() WHERE user_id = ${userId} AND ${from} = ANY(tags)`,
      );
      const [moved] = await tx
        .select({ group: studyTagGroups.groupName })
        .from(studyTagGroups)
        .where(and(eq(studyTagGroups.userId, userId), eq(studyTagGroups.tag, from)));
      await tx
        .delete(studyTagGroups)
        .where(and(eq(studyTagGroups.userId, userId), inArray(studyTagGroups.tag, [from])));
      if (moved)
        await tx
          .insert(studyTagGroups)
          .values({ userId, tag: to, groupName: moved.group })
          .onConflictDoNothing();
    });
  }

  async setTagGroup(userId: string, tag: string, group: string): Promise<void> {
    await this.db
      .delete(studyTagGroups)
      .where(and(eq(studyTagGroups.userId, userId), eq(studyTagGroups.tag, tag)));
    if (group) await this.db.insert(studyTagGroups).values({ userId, tag, groupName: group });
  }
}
