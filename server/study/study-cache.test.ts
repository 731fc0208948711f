import { describe, expect, it } from 'vitest';
import { verseKey } from '../../core/bible/books';
import { fakeListenDatabase } from '../test/fake-listen';
import { MOST_KEPT_MARKS, StudyCache } from './study-cache';
import { ReadyAnswer } from './ready-answer';
import type { MarkRow } from './study.repository';

let nextId = 1;

/** A bookmark of the reader at a verse of John (book 43), with a note of `noteLength` characters. */
function mark(userId: string, chapter: number, verse: number, noteLength = 0): MarkRow {
  const key = verseKey(43, chapter, verse);
  const stamp = new Date('2026-01-01T00:00:00Z');
  return {
    id: nextId++,
    userId,
    kind: noteLength ? 'note' : 'bookmark',
    ref: `John.${chapter}.${verse}`,
    version: 'kjv',
    startKey: key,
    endKey: key,
    color: null,
    note: noteLength ? 'x'.repeat(noteLength) : null,
    tags: [],
    strongs: [],
    createdAt: stamp,
    updatedAt: stamp,
    revision: 1,
  };
}

/** A deferred load, resolved by the test when it chooses. */
function deferred(rows: MarkRow[]) {
  let resolve = () => undefined as void;
  const done = new Promise<void>((settle) => (resolve = settle));
  let calls = 0;
  return {
    load: async () => {
      calls++;
      await done;
      return rows;
    },
    resolve: () => resolve(),
    calls: () => calls,
  };
}

describe('the study cache', () => {
  it("finds a chapter's marks as the database does: those over any of its verses, in canon order", async () => {
    const cache = new StudyCache(1_000_000);
    const rows = [mark('a', 2, 25), mark('a', 3, 1), mark('a', 3, 16), mark('a', 4, 1)];
    rows[0]!.endKey = verseKey(43, 3, 2); // John 2:25-3:2 reaches into chapter 3
    const kept = (await cache.marksOf('a', async () => rows))!;
    const chapter = kept.between(verseKey(43, 3, 1), verseKey(43, 3, 36));
    expect(chapter.map((row) => row.ref)).toEqual(['John.2.25', 'John.3.1', 'John.3.16']);
    expect(kept.between(verseKey(43, 5, 1), verseKey(43, 5, 47))).toEqual([]);
  });

  it('fills once for readers asking together, then answers without loading', async () => {
    const cache = new StudyCache(1_000_000);
    const fill = deferred([mark('a', 3, 16)]);
    const asked = [cache.marksOf('a', fill.load), cache.marksOf('a', fill.load)];
    fill.resolve();
    await Promise.all(asked);
    await cache.marksOf('a', fill.load);
    expect(fill.calls()).toBe(1);
    expect(cache.size.readers).toBe(1);
  });

  it('keeps each reader apart: one never gets the marks loaded for another', async () => {
    const cache = new StudyCache(1_000_000);
    await cache.marksOf('a', async () => [mark('a', 3, 16)]);
    const other = (await cache.marksOf('b', async () => []))!;
    expect(other.between(verseKey(43, 3, 1), verseKey(43, 3, 36))).toEqual([]);
    const own = (await cache.marksOf('a', async () => []))!;
    expect(own.between(verseKey(43, 3, 1), verseKey(43, 3, 36))).toHaveLength(1);
  });

  it('drops a reader on a write, and does not keep a fill that a write overtook', async () => {
    const cache = new StudyCache(1_000_000);
    await cache.marksOf('a', async () => [mark('a', 3, 16)]);
    await cache.changed('a');
    expect(cache.size.readers).toBe(0);

    const stale = deferred([mark('a', 3, 16)]);
    const reading = cache.marksOf('a', stale.load);
    cache.drop('a'); // a write lands while the statement runs
    stale.resolve();
    await reading;
    expect(cache.size.readers).toBe(0);
    const fresh = (await cache.marksOf('a', async () => []))!;
    expect(fresh.between(verseKey(43, 3, 1), verseKey(43, 3, 36))).toEqual([]);
  });

  it('is bounded by bytes: the least recently read reader goes first; one too big is left to the database', async () => {
    // Each reader: one note of 10,000 characters, counted at some 15 KB (its text and its postings).
    const cache = new StudyCache(40_000);
    for (const reader of ['a', 'b', 'c'])
      await cache.marksOf(reader, async () => [mark(reader, 3, 16, 10_000)]);
    expect(cache.size.readers).toBe(2);
    expect(cache.size.bytes).toBeLessThanOrEqual(40_000);
    let reloaded = 0;
    await cache.marksOf('a', async () => (reloaded++, [mark('a', 3, 16, 10_000)]));
    expect(reloaded).toBe(1); // 'a' was the one evicted
    let huge = 0;
    for (let asked = 0; asked < 2; asked++)
      expect(
        await cache.marksOf('huge', async () => (huge++, [mark('huge', 3, 16, 100_000)])),
      ).toBeUndefined();
    expect(huge).toBe(1);
    expect(cache.size.bytes).toBeLessThanOrEqual(40_000);
  });

  it('drops a reader on the notification, and keeps nothing while its LISTEN connection is lost', async () => {
    const { database, notify, state } = fakeListenDatabase();
    const sent: string[] = [];
    const cache = new StudyCache(1_000_000);
    await cache.listen(database, async (userId) => void sent.push(userId));
    await cache.marksOf('a', async () => [mark('a', 3, 16)]);
    await cache.marksOf('b', async () => [mark('b', 3, 16)]);
    notify('a');
    expect(cache.size.readers).toBe(1);
    await cache.changed('b');
    expect(sent).toEqual(['b']);
    await cache.marksOf('b', async () => [mark('b', 3, 16)]);
    state().onLost();
    expect(cache.size.readers).toBe(0);
    let loads = 0;
    for (let asked = 0; asked < 2; asked++) await cache.marksOf('b', async () => (loads++, []));
    expect(loads).toBe(2); // every read goes to the database
    state().onBack();
    for (let asked = 0; asked < 2; asked++) await cache.marksOf('b', async () => (loads++, []));
    expect(loads).toBe(3);
  });

  it('leaves a reader of more than it keeps to the database, without reading them again and again', async () => {
    const cache = new StudyCache(100_000_000);
    let loads = 0;
    const many = Array.from({ length: MOST_KEPT_MARKS + 1 }, (_, at) => mark('many', 1 + (at % 21), 1));
    for (let asked = 0; asked < 3; asked++)
      expect(await cache.marksOf('many', async () => (loads++, many))).toBeUndefined();
    expect(loads).toBe(1);
  });

  it('filters the list as the database does: words as starts of words, kind, tag, order and pages', async () => {
    const cache = new StudyCache(1_000_000);
    const rows = [mark('a', 3, 16, 1), mark('a', 3, 17, 1), mark('a', 4, 1, 1), mark('a', 5, 1)];
    rows[0]!.note = 'The good Shepherd, again.';
    rows[1]!.note = 'Shepherds and sheep';
    rows[1]!.tags = ['sermons/easter'];
    rows[2]!.note = 'grace upon grace';
    rows[3]!.updatedAt = new Date('2026-02-01T00:00:00Z');
    const kept = (await cache.marksOf('a', async () => rows))!;
    const list = (filters: Partial<Parameters<typeof kept.list>[0]>) =>
      kept.list({ order: 'canon', offset: 0, limit: 50, ...filters });
    const refs = (found: { rows: MarkRow[] }) => found.rows.map((row) => row.ref);
    expect(refs(list({ words: ['shep'] }))).toEqual(['John.3.16', 'John.3.17']);
    expect(refs(list({ words: ['shepherd', 'sheep'] }))).toEqual(['John.3.17']);
    expect(refs(list({ words: ['easter'] }))).toEqual(['John.3.17']); // a tag's words
    expect(refs(list({ words: ['john', '4'] }))).toEqual(['John.4.1']); // the reference's
    expect(refs(list({ words: ['hepherd'] }))).toEqual([]); // the start of a word only
    expect(refs(list({ tag: 'sermons/easter' }))).toEqual(['John.3.17']);
    expect(refs(list({ kind: 'bookmark' }))).toEqual(['John.5.1']);
    expect(refs(list({ order: 'date' }))[0]).toBe('John.5.1');
    expect(list({ offset: 1, limit: 2 })).toMatchObject({ total: 4 });
    expect(refs(list({ offset: 1, limit: 2 }))).toEqual(['John.3.17', 'John.4.1']);
  });
});

describe('the ready answers kept with a reader', () => {
  it('are counted in the reader’s weight as kept, and the least recently asked go first', async () => {
    // A 16th of 160,000 bytes: 10,000 bytes of answers; each answer below counts 2 × 2,000 bytes: two fit.
    const cache = new StudyCache(160_000);
    const rows = [mark('u1', 3, 16)];
    const marks = (await cache.marksOf('u1', async () => rows))!;
    const alone = cache.size.bytes;
    const answer = (tag: string) => new ReadyAnswer(JSON.stringify({ tag, pad: 'x'.repeat(1_980) }));
    const a = answer('a');
    cache.keepAnswer('u1', marks, 'a', a);
    expect(cache.size.bytes).toBe(alone + a.bytes);
    expect(marks.readyAnswer('a')).toBe(a);
    // Kept: b. Then c needs room: b, the least recently asked, goes; a (asked since) stays.
    cache.keepAnswer('u1', marks, 'b', answer('b'));
    expect(marks.readyAnswer('a')).toBe(a);
    cache.keepAnswer('u1', marks, 'c', answer('c'));
    expect(marks.readyAnswer('b')).toBeUndefined();
    expect(marks.readyAnswer('a')).toBe(a);
    expect(cache.size.bytes).toBe(alone + 2 * a.bytes);
    // Marks no longer kept (a write dropped them) keep nothing more.
    cache.drop('u1');
    cache.keepAnswer('u1', marks, 'd', answer('d'));
    expect(marks.readyAnswer('d')).toBeUndefined();
  });
});
