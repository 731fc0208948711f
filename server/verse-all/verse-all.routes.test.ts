import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verseAllResponse, type VerseAllResponse, type VerseInVersion } from '../../core/api/verse-all';
import { appImporter } from '../test/app-importer';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { readerFixtureSources, rstneFixtureSource } from '../test/fixtures/reader';

const kinds = await databaseKinds();

const byCode = (body: VerseAllResponse, code: string): VerseInVersion => {
  const found = body.versions.find((version) => version.code === code);
  if (!found) throw new Error(`no ${code} in the answer`);
  return found;
};

describe.each(kinds)('the verse in every version on %s', (kind) => {
  let harness: TestApp;
  const get = (url: string) => harness.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    harness = await createTestApp(kind);
    const importer = appImporter(harness.app);
    for (const source of [...readerFixtureSources(), rstneFixtureSource()]) {
      const outcome = await importer.importSource(source);
      expect(outcome.status, outcome.error).toBe('completed');
    }
    await harness.app.services.studySources.start({ importNew: true, refreshMs: 0 });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('answers John 3:16 in every version: the KJV first, word differences, the Greek with its numbers', async () => {
    const response = await get('/api/verse-all/John/3/16');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const body = verseAllResponse.parse(response.json());
    expect(body).toMatchObject({ reference: 'John 3:16', book: 'John', chapter: 3, verse: 16 });
    expect(body.versions[0]?.code).toBe('kjv');
    const kjv = byCode(body, 'kjv');
    expect(kjv.text).toBe('For God so loved the world.');
    expect(kjv.changes).toBeUndefined();

    const rstne = byCode(body, 'rstne');
    expect(rstne.text).toBe('For Elohim so loved the world.');
    expect(rstne.changes?.filter((change) => change.change !== 'same')).toEqual([
      { text: 'God', change: 'removed' },
      { text: 'Elohim', change: 'added' },
    ]);

    const tr = byCode(body, 'tr');
    expect(tr).toMatchObject({ original: true, language: 'grc', renumbered: false });
    expect(tr.changes).toBeUndefined();
    expect(tr.segments?.flatMap((segment) => segment.strongs ?? [])).toContain('G3779');
    expect(tr.segments?.map((segment) => segment.text).join('')).toBe(tr.text);

    // The Hebrew Bible has no New Testament: it lacks the verse, and says so.
    expect(byCode(body, 'wlc')).toMatchObject({ text: null, original: true });
  });

  it('carries the strongest cross-references and the commentary notes the other calls give', async () => {
    const body = verseAllResponse.parse((await get('/api/verse-all/John/3/16')).json());
    const links = (await get('/api/cross-references/kjv/John/3/16?limit=10')).json();
    expect(body.crossReferences?.total).toBe(links.total);
    expect(body.crossReferences?.links.map((link) => link.reference)).toEqual(
      links.links.map((link: { reference: string }) => link.reference),
    );
    expect(body.crossReferences?.credit.text).toBe(links.credit.text);
    const notes = (await get('/api/commentary/John/3/16')).json();
    expect(body.commentary.map((note) => note.heading)).toEqual(
      notes.notes.map((note: { heading: string }) => note.heading),
    );
  });

  it("names the Nave's topics citing the verse and Easton's entries for the names in it", async () => {
    const body = verseAllResponse.parse((await get('/api/verse-all/John/3/16')).json());
    expect(body.topics.length).toBeGreaterThan(0);
    const key = 43_003_016;
    for (const name of body.topics) {
      const topic = (await get(`/api/topics/topic/${encodeURIComponent(name)}`)).json();
      const ranges = topic.lines.flatMap((line: { verses: { start: number; end: number }[] }) => line.verses);
      expect(
        ranges.some((range: { start: number; end: number }) => range.start <= key && key <= range.end),
      ).toBe(true);
    }
    // The made-up KJV's John 3:16 names God: Easton's has an entry for it; "For" is no headword.
    expect(body.dictionary).toContain('God');
    expect(body.dictionary).not.toContain('For');
    for (const headword of body.dictionary)
      expect((await get(`/api/dictionary/entry/${encodeURIComponent(headword)}`)).statusCode).toBe(200);
  });

  it('finds a verse a version numbers differently through the verse map (KJV Gen 31:55 is WLC Gen 32:1)', async () => {
    const response = await get('/api/verse-all/Gen/31/55');
    expect(response.statusCode).toBe(200);
    const body = verseAllResponse.parse(response.json());
    const wlc = byCode(body, 'wlc');
    expect(wlc).toMatchObject({ reference: 'Genesis 32:1', renumbered: true, direction: 'rtl' });
    expect(wlc.segments?.flatMap((segment) => segment.strongs ?? [])).toContain('H1288');
  });

  it('says which version lacks a verse the KJV has', async () => {
    const body = verseAllResponse.parse((await get('/api/verse-all/Gen/1/31')).json());
    expect(byCode(body, 'kjv').text).not.toBeNull();
    expect(byCode(body, 'rstne')).toMatchObject({ text: null, renumbered: false });
  });

  it("lists every KJV verse's page in the sitemap, and its one file at /sitemaps/1.xml", async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    const locs = [...sitemap.body.matchAll(/<loc>[^<]*?(\/bible\/[^<]*\/all)<\/loc>/g)].map(
      (match) => match[1],
    );
    expect(locs).toContain('/bible/John/3/16/all');
    expect(locs).toContain('/bible/Gen/31/55/all');
    expect(locs).toContain('/bible/Gen/1/31/all');
    // Only the KJV's verses: WLC's Gen 32:3 has no KJV verse at Gen 32:3 in the made-up KJV.
    expect(locs).not.toContain('/bible/Gen/32/3/all');
    expect(new Set(locs).size).toBe(locs.length);
    const file = await get('/sitemaps/1.xml');
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(sitemap.body);
    expect((await get('/sitemaps/2.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/x.xml')).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a bad reference and 404 for a verse nobody has', async () => {
    const badVerse = await get('/api/verse-all/John/3/x');
    expect(badVerse.statusCode).toBe(400);
    expect(badVerse.json().message).toMatch(/verse/);
    const badBook = await get('/api/verse-all/Hezekiah/3/16');
    expect(badBook.statusCode).toBe(400);
    const missing = await get('/api/verse-all/John/3/99');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('John 3:99');
  });
});
