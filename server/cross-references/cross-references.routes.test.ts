import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verseCrossReferencesResponse } from '../../core/api/cross-references';
import { appImporter } from '../test/app-importer';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { readerFixtureSources } from '../test/fixtures/reader';
import { CrossReferencesSource, SHIPPED_CROSS_REFERENCES } from './cross-references.source';
import { buildUser, type SignedInUser } from '../test/factories';
import { multipartBody } from '../test/multipart';
import { StudySourcesRepository } from '../study-sources/study-sources.repository';
import { StudySourcesService } from '../study-sources/study-sources.service';

const kinds = await databaseKinds();

/** The shipped file's rows, read plainly here (not by the parser under test). */
const rows = gunzipSync(readFileSync(SHIPPED_CROSS_REFERENCES))
  .toString('utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [from, to, votes] = line.split('\t') as [string, string, string];
    return { from, to, votes: Number(votes) };
  });
const from = (osis: string) => rows.filter((row) => row.from === osis);
const byVotes = <T extends { votes: number }>(list: T[]) => [...list].sort((a, b) => b.votes - a.votes);

describe.each(kinds)('cross-reference calls on %s', (kind) => {
  let harness: TestApp;
  const get = (url: string) => harness.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    harness = await createTestApp(kind);
    const importer = appImporter(harness.app);
    for (const source of readerFixtureSources()) {
      const outcome = await importer.importSource(source);
      expect(outcome.status, outcome.error).toBe('completed');
    }
    const reports = await harness.app.services.studySources.start({ importNew: true, refreshMs: 0 });
    expect(reports[0]?.counts).toMatchObject({
      links: 344_799,
      'source verses': 29_364,
      'not in the KJV': 5,
    });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("answers a chapter's counts per verse, shown and hidden, as the file has them", async () => {
    const response = await get('/api/cross-references/kjv/Gen/1');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const expected = [];
    for (let verse = 1; verse <= 31; verse++) {
      const links = from(`Gen.1.${verse}`);
      if (links.length)
        expected.push({
          verse,
          links: links.filter((row) => row.votes >= 0).length,
          hidden: links.filter((row) => row.votes < 0).length,
        });
    }
    expect(body.verses).toEqual(expected);
    expect(body.verses.find((row: { verse: number }) => row.verse === 8).hidden).toBeGreaterThan(0);
    expect(body.credit).toMatchObject({
      text: 'Cross references from OpenBible.info, CC BY 4.0',
      dataVersion: '2026-07-20',
    });
  });

  it("lists a verse's five strongest links, hiding those voted down unless asked", async () => {
    const response = await get('/api/cross-references/kjv/Gen/1/8');
    expect(response.statusCode).toBe(200);
    const body = verseCrossReferencesResponse.parse(response.json());
    const all = from('Gen.1.8');
    const shown = byVotes(all.filter((row) => row.votes >= 0));
    expect(body.total).toBe(shown.length);
    expect(body.hidden).toBe(all.length - shown.length);
    expect(body.hidden).toBeGreaterThan(0);
    expect(body.links.map((link) => [link.osis, link.votes])).toEqual(
      shown.slice(0, 5).map((row) => [row.to, row.votes]),
    );

    const everything = verseCrossReferencesResponse.parse(
      (await get('/api/cross-references/kjv/Gen/1/8?limit=500&negative=1')).json(),
    );
    expect(everything.links).toHaveLength(all.length);
    expect(everything.links.map((link) => link.votes)).toEqual(byVotes(all).map((row) => row.votes));
    expect(everything.links.some((link) => link.votes < 0)).toBe(true);
  });

  it("previews each link in the reader's version, and says when the version lacks it", async () => {
    const body = verseCrossReferencesResponse.parse(
      (await get('/api/cross-references/kjv/Gen/1/4?limit=500')).json(),
    );
    const eighteen = body.links.find((link) => link.osis === 'Gen.1.18')!;
    expect(eighteen).toMatchObject({
      found: true,
      book: 'Gen',
      chapter: 1,
      verse: 18,
      reference: 'Genesis 1:18',
    });
    expect(eighteen.preview).toHaveLength(1);
    expect(eighteen.preview[0]!.reference).toBe('Genesis 1:18');
    expect(eighteen.preview[0]!.text.length).toBeGreaterThan(0);
    // The made-up KJV has only a few chapters: other links are "not in this version", never dropped.
    const missing = body.links.filter((link) => !link.found);
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((link) => link.preview.length === 0)).toBe(true);
    expect(body.links).toHaveLength(from('Gen.1.4').length);
  });

  it('answers what points here, strongest first, counting ranges that cover the verse', async () => {
    const body = verseCrossReferencesResponse.parse(
      (await get('/api/cross-references/kjv/John/3/16?direction=to&limit=500&negative=1')).json(),
    );
    const covering = rows.filter((row) => {
      const [start, end] = row.to.split('-');
      if (start === 'John.3.16' || end === 'John.3.16') return true;
      if (!end) return false;
      const key = (osis: string) => {
        const [book, chapter, verse] = osis.split('.');
        return book === 'John' ? Number(chapter) * 1000 + Number(verse) : Number.NaN;
      };
      return key(start!) < 3016 && key(end) > 3016;
    });
    expect(body.total + body.hidden).toBe(covering.length);
    expect(body.links.map((link) => link.votes)).toEqual(byVotes(covering).map((row) => row.votes));
    expect(body.links[0]).toMatchObject({ osis: byVotes(covering)[0]!.from });
  });

  it('maps the Hebrew Bible numbering to the file and back', async () => {
    // WLC Genesis 32:1 is KJV Genesis 31:55 (the made-up verse map).
    const chapter = (await get('/api/cross-references/wlc/Gen/32')).json();
    const first = chapter.verses.find((row: { verse: number }) => row.verse === 1);
    expect(first).toEqual({ verse: 1, links: from('Gen.31.55').length, hidden: 0 });
    const verse = verseCrossReferencesResponse.parse(
      (await get('/api/cross-references/wlc/Gen/32/1?limit=500')).json(),
    );
    expect(verse.total).toBe(from('Gen.31.55').length);
    // What points to KJV Gen 32:1 shows it at WLC Gen 32:2 when it is previewed.
    const kjv = verseCrossReferencesResponse.parse((await get('/api/cross-references/kjv/Gen/32/1')).json());
    expect(kjv.total).toBe(from('Gen.32.1').length);
  });

  it.each([
    ['/api/cross-references/kjv/Xyzzy/1', 'Unknown book: Xyzzy'],
    ['/api/cross-references/kjv/Gen/0', 'chapter must be a whole number of 1 or more'],
    ['/api/cross-references/kjv/Gen/1/1?limit=0', 'limit must be a whole number from 1 to 500'],
    ['/api/cross-references/kjv/Gen/1/1?limit=501', 'limit must be a whole number from 1 to 500'],
    ['/api/cross-references/kjv/Gen/1/1?negative=2', 'negative must be 0 or 1'],
    ['/api/cross-references/kjv/Gen/1/1?direction=up', 'direction must be from or to'],
  ])('answers 400 naming the field for %s', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 404 while an administrator has turned cross-references off, kept answers included', async () => {
    const author = { id: null, username: 'test' };
    const urls = ['/api/cross-references/kjv/Gen/1', '/api/cross-references/kjv/Gen/1/1?limit=50'];
    // Asked twice, each answer is kept and found by its URL (decision 409): the same bytes again.
    for (const url of urls) {
      const first = await get(url);
      expect(first.statusCode, first.body).toBe(200);
      expect((await get(url)).body).toBe(first.body);
    }
    await harness.app.services.settings.update('study.crossReferences.enabled', 'false', author);
    try {
      for (const url of urls) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().message).toBe('Cross-references are not available on this site');
      }
    } finally {
      await harness.app.services.settings.update('study.crossReferences.enabled', 'true', author);
    }
    for (const url of urls) expect((await get(url)).statusCode).toBe(200);
  });
});

describe.each(kinds)('xref: searches on %s', (kind) => {
  let harness: TestApp;
  const search = async (q: string) =>
    harness.app.inject({ method: 'GET', url: `/api/search-strongs?version=kjv&q=${encodeURIComponent(q)}` });
  const references = async (q: string) => {
    const response = await search(q);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().results as { reference: string }[]).map((result) => result.reference);
  };

  beforeAll(async () => {
    harness = await createTestApp(kind);
    const importer = appImporter(harness.app);
    for (const source of readerFixtureSources()) await importer.importSource(source);
    await harness.app.services.studySources.start({ importNew: true, refreshMs: 0 });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('finds the verses that link to a verse, through ranges, in the ways readers write it', async () => {
    // Genesis 1:1 links to John 1:1-3, so it points at John 1:2; so do verses the made-up KJV lacks.
    const expected = rows
      .filter((row) => row.to === 'John.1.1-John.1.3' && row.votes >= 0 && row.from.startsWith('Gen.1.'))
      .map((row) => `Genesis 1:${row.from.split('.')[2]}`);
    expect(expected).toContain('Genesis 1:1');
    expect(await references('xref:John.1.2')).toEqual(expect.arrayContaining(expected));
    expect(await references('xref:"John 1:2"')).toEqual(await references('xref:John.1.2'));
    // Genesis 2:1 links to Genesis 1:1.
    expect(await references('xref:Gen.1.1')).toContain('Genesis 2:1');
  });

  it('combines with in: and with words', async () => {
    expect(await references('xref:John.1.2 in:Ps')).toEqual([]);
    expect(await references('xref:John.1.2 in:Gen.1')).toContain('Genesis 1:1');
    expect(await references('xref:John.1.2 beginning')).toEqual(['Genesis 1:1']);
    expect(await references('xref:John.1.2 -beginning')).not.toContain('Genesis 1:1');
  });

  it('answers 400 naming a malformed reference', async () => {
    for (const q of ['xref:John.99.1', 'xref:Hezekiah.1.1', 'xref:', 'xref:John']) {
      const response = await search(q);
      expect(response.statusCode, q).toBe(400);
      expect(response.json().message).toContain('xref: needs one verse such as xref:John.3.16');
    }
  });

  it('finds nothing while cross-references are turned off', async () => {
    const author = { id: null, username: 'test' };
    await harness.app.services.settings.update('study.crossReferences.enabled', 'false', author);
    try {
      await harness.app.services.studySources.refresh();
      expect(await references('xref:Gen.1.1')).toEqual([]);
    } finally {
      await harness.app.services.settings.update('study.crossReferences.enabled', 'true', author);
      await harness.app.services.studySources.refresh();
    }
    expect(await references('xref:Gen.1.1')).toContain('Genesis 2:1');
  });
});

describe.each(kinds)('a newer cross-reference file through the Bible upload on %s', (kind) => {
  let harness: TestApp;
  let admin: SignedInUser;
  const upload = (filename: string, content: Buffer | string) => {
    const body = multipartBody({ bibleVersion: 'kjv' }, [{ field: 'file', filename, content }]);
    return harness.app.inject({
      method: 'POST',
      url: '/api/admin/upload-bible',
      headers: { ...body.headers, cookie: admin.cookie },
      payload: body.payload,
    });
  };
  const topOfJohn316 = async () =>
    verseCrossReferencesResponse.parse(
      (await harness.app.inject({ method: 'GET', url: '/api/cross-references/kjv/John/3/16' })).json(),
    ).links[0]!.osis;
  const raw = gunzipSync(readFileSync(SHIPPED_CROSS_REFERENCES)).toString('utf8');

  beforeAll(async () => {
    harness = await createTestApp(kind);
    const importer = appImporter(harness.app);
    for (const source of readerFixtureSources()) await importer.importSource(source);
    await harness.app.services.studySources.start({ importNew: true, refreshMs: 0 });
    admin = await buildUser(harness.app, { role: 'admin' });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('refuses a wrong header or a malformed row with its line, keeping the old data', async () => {
    expect(await topOfJohn316()).toBe('Rom.5.8');
    const wrongHeader = await upload(
      'cross_references.txt',
      raw.replace('CC-BY 2026-07-20', 'CC-BY someday'),
    );
    expect(wrongHeader.statusCode).toBe(400);
    expect(wrongHeader.json().message).toContain('line 1: the header must be');
    const lines = raw.split('\n');
    lines[4] = 'Gen.1.1\tJohn.1.1';
    const malformed = await upload('cross_references.txt', lines.join('\n'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(
      'cross_references.txt was refused, OpenBible.info cross-references kept as they were: line 5: expected 3 tab-separated columns',
    );
    expect(await topOfJohn316()).toBe('Rom.5.8');
  });

  it('replaces the data without a restart, and every instance follows', async () => {
    const newer = raw
      .replace('CC-BY 2026-07-20', 'CC-BY 2026-08-10')
      .replace('John.3.16\tRom.5.8\t978', 'John.3.16\tRom.5.8\t-5');
    // John 3's counts are kept as JSON once asked (decision 346); the upload must not leave them stale.
    const before = await harness.app.inject({ method: 'GET', url: '/api/cross-references/kjv/John/3' });
    expect(before.json().credit.dataVersion).toBe('2026-07-20');
    const response = await upload('cross-references.txt', newer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toContain('344,799 links');
    expect(await topOfJohn316()).toBe('1John.4.9-1John.4.10');
    const chapter = (
      await harness.app.inject({ method: 'GET', url: '/api/cross-references/kjv/John/3' })
    ).json();
    expect(chapter.credit.dataVersion).toBe('2026-08-10');
    expect(chapter.verses.find((row: { verse: number }) => row.verse === 16)).toMatchObject({ hidden: 1 });

    // Another instance on the same database picks the upload up on its next refresh.
    const other = new StudySourcesService(
      [new CrossReferencesSource()],
      new StudySourcesRepository(harness.app.database.db),
      harness.app.services.settings,
    );
    await other.start({ importNew: false, refreshMs: 0 });
    expect((other.sources[0] as CrossReferencesSource).index!.dataVersion).toBe('2026-08-10');
  });
});
