import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BibleText, VersionMeta } from '../../ingest/model';
import type { ImportSource } from '../../ingest/sources';
import { bibleEditions, bibleVersions, importRuns, lexiconEntries, verses } from '../db/schema/index';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';
import { BIBLE_CHANGED_CHANNEL, ImportRepository } from './import.repository';
import { ImportService } from './import.service';

const kinds = await databaseKinds();

const meta: VersionMeta = {
  code: 'rstne',
  name: 'Made-up Edition',
  language: 'en',
  direction: 'ltr',
  versification: 'KJV',
  licence: 'made-up test text',
  attribution: 'nobody',
  source: 'test fixture',
  hasStrongs: true,
  hasMorphology: false,
  strongsAuthoritative: true,
};

/** A made-up text: `wording` changes between editions so the test can tell which one readers see. */
function madeUpText(wording: string): BibleText {
  return {
    meta,
    verses: [1, 2, 3].map((verse) => ({
      book: 'Ruth',
      chapter: 1,
      verse,
      text: `${wording} verse ${verse}`,
      tokens: [{ text: wording, strongs: ['H1'], morph: [] }],
    })),
  };
}

function sourceOf(id: string, load: ImportSource['load']): ImportSource {
  return { id, label: id, requiredFile: '/', installHint: 'nothing', load };
}

describe.each(kinds)('ImportService on %s', (kind) => {
  let database: TestDatabase;
  let service: ImportService;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    service = new ImportService(new ImportRepository(database.db));
  });
  afterAll(async () => {
    await database?.destroy();
  });

  async function visibleTexts(): Promise<string[]> {
    const rows = await database.db
      .select({ text: verses.text })
      .from(verses)
      .innerJoin(bibleVersions, eq(bibleVersions.currentEditionId, verses.editionId))
      .where(eq(bibleVersions.code, 'rstne'))
      .orderBy(verses.key);
    return rows.map((row) => row.text);
  }

  it('imports a text, reports on it, and records the run', async () => {
    const outcome = await service.importSource(
      sourceOf('fixture', async () => ({ kind: 'bible', text: madeUpText('first') })),
    );
    expect(outcome).toMatchObject({ status: 'completed', count: 3, report: { books: 1, verses: 3 } });
    // Ruth has 85 verses in the KJV: the report counts the 82 this text lacks and names the first.
    expect(outcome.report?.missing.count).toBe(82);
    expect(outcome.report?.missing.examples[0]).toBe('Ruth 1:4');
    expect(await visibleTexts()).toEqual(['first verse 1', 'first verse 2', 'first verse 3']);
    const [version] = await database.db.select().from(bibleVersions).where(eq(bibleVersions.code, 'rstne'));
    expect(version).toMatchObject({ verseCount: 3, hasStrongs: true, name: 'Made-up Edition' });
  });

  it('re-importing swaps editions and leaves only the new one', async () => {
    await service.importSource(
      sourceOf('fixture', async () => ({ kind: 'bible', text: madeUpText('second') })),
    );
    await service.importSource(
      sourceOf('fixture', async () => ({ kind: 'bible', text: madeUpText('second') })),
    );
    expect(await visibleTexts()).toEqual(['second verse 1', 'second verse 2', 'second verse 3']);
    const editions = await database.db
      .select()
      .from(bibleEditions)
      .where(eq(bibleEditions.versionCode, 'rstne'));
    expect(editions).toHaveLength(1);
    expect(await database.db.select().from(verses)).toHaveLength(3);
  });

  it('keeps the previous edition when a write fails part-way, and the next run cleans up', async () => {
    const broken = madeUpText('broken');
    broken.verses.push({ book: 'NotABook', chapter: 1, verse: 1, text: 'x', tokens: [] });
    const failed = await service.importSource(
      sourceOf('fixture', async () => ({ kind: 'bible', text: broken })),
    );
    expect(failed).toMatchObject({ status: 'failed', error: 'rstne: unknown book NotABook' });
    expect(await visibleTexts()).toEqual(['second verse 1', 'second verse 2', 'second verse 3']);

    // Simulate a process killed after writing verses but before the switch: a building edition with rows.
    const [abandoned] = await database.db
      .insert(bibleEditions)
      .values({ versionCode: 'rstne', status: 'building' })
      .returning();
    await database.db.insert(verses).values({
      editionId: abandoned!.id,
      key: 8001001,
      book: 8,
      chapter: 1,
      verse: 1,
      text: 'half',
      tokens: [],
    });
    expect(await visibleTexts()).toEqual(['second verse 1', 'second verse 2', 'second verse 3']);

    await service.importSource(
      sourceOf('fixture', async () => ({ kind: 'bible', text: madeUpText('third') })),
    );
    expect(await visibleTexts()).toEqual(['third verse 1', 'third verse 2', 'third verse 3']);
    expect(await database.db.select().from(verses)).toHaveLength(3);
    const runs = await database.db.select().from(importRuns).where(eq(importRuns.status, 'failed'));
    expect(runs[0]?.error).toBe('rstne: unknown book NotABook');
  });

  it('replaces a lexicon whole, and reports numbers no dictionary holds', async () => {
    const entry = (strongs: string) => ({
      strongs,
      language: 'hebrew' as const,
      lemma: 'אב',
      transliteration: 'ab',
      pronunciation: 'awb',
      definition: 'father',
      derivationLinks: [],
    });
    await service.importSource(
      sourceOf('lexicon', async () => ({
        kind: 'lexicon',
        source: 'test-lexicon',
        entries: [entry('H1'), entry('H2')],
      })),
    );
    await service.importSource(
      sourceOf('lexicon', async () => ({ kind: 'lexicon', source: 'test-lexicon', entries: [entry('H2')] })),
    );
    const rows = await database.db.select().from(lexiconEntries);
    expect(rows.map((row) => row.strongs)).toEqual(['H2']);
    const outcome = await service.importSource(
      sourceOf('fixture', async () => ({ kind: 'bible', text: madeUpText('fourth') })),
    );
    expect(outcome.report?.unknownStrongs).toEqual({ count: 1, examples: ['H1'] });
  });

  it('notifies every listener when a version changes', async () => {
    const heard: string[] = [];
    const stop = await database.listen(BIBLE_CHANGED_CHANNEL, (payload) => heard.push(payload));
    await service.importSource(
      sourceOf('fixture', async () => ({ kind: 'bible', text: madeUpText('fifth') })),
    );
    await expect.poll(() => heard, { timeout: 5_000 }).toEqual(['rstne']);
    await stop();
  });

  it('imports only sources not yet imported when asked for new ones', async () => {
    const calls: string[] = [];
    const source = (id: string) =>
      sourceOf(id, async () => {
        calls.push(id);
        return { kind: 'verse-map', fromSystem: 'KJV', toSystem: 'WLC', rows: [] };
      });
    await service.importAvailable([source('map-a')], undefined, { onlyNew: true });
    await service.importAvailable([source('map-a'), source('map-b')], undefined, { onlyNew: true });
    expect(calls).toEqual(['map-a', 'map-b']);
  });
});
