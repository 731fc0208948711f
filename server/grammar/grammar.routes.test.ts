import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { grammarResponse } from '../../core/api/grammar';
import { searchResponse } from '../../core/api/search';
import { appImporter } from '../test/app-importer';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { readerFixtureSources } from '../test/fixtures/reader';

const kinds = await databaseKinds();

describe.each(kinds)('the grammatical concordance on %s', (kind) => {
  let harness: TestApp;
  const get = (path: string, query: Record<string, string>) =>
    harness.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(query)}` });
  const grammar = async (query: Record<string, string>) => {
    const response = await get('/api/grammar', query);
    expect(response.statusCode, response.body).toBe(200);
    return grammarResponse.parse(response.json());
  };

  beforeAll(async () => {
    harness = await createTestApp(kind);
    const importer = appImporter(harness.app);
    for (const source of readerFixtureSources()) {
      const outcome = await importer.importSource(source);
      expect(outcome.status, outcome.error).toBe('completed');
    }
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('400: q longer than a search allows is named', async () => {
    const response = await get('/api/grammar', { q: `lemma:ἀγαπάω ${'a'.repeat(500)}`, version: 'sblgnt' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'q may be at most 500 characters' });
    const longest = await get('/api/grammar', { q: `lemma:ἀγαπάω${' '.repeat(488)}`, version: 'sblgnt' });
    expect(longest.statusCode, longest.body).toBe(200);
  });

  it('keeps an answer’s JSON: the same query again is the same bytes; other options are answered apart', async () => {
    const query = { q: 'lemma:ἀγαπάω', version: 'sblgnt', limit: '1' };
    const before = harness.app.services.grammar.keptSize.answers;
    const first = await get('/api/grammar', query);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const kept = harness.app.services.grammar.keptSize.answers;
    expect(kept).toBe(before + 1);
    const again = await get('/api/grammar', query);
    expect(again.body).toBe(first.body);
    expect(harness.app.services.grammar.keptSize.answers).toBe(kept);
    const wider = grammarResponse.parse((await get('/api/grammar', { ...query, limit: '30' })).json());
    expect(wider.limit).toBe(30);
    expect(grammarResponse.parse(first.json()).results.length).toBeLessThanOrEqual(1);
    expect(harness.app.services.grammar.keptSize.answers).toBe(kept + 1);
  });

  it('answers a URL answered before from its kept JSON, without the handler (decision 409)', async () => {
    const url = `/api/grammar?${new URLSearchParams({ q: 'lemma:H7225', version: 'wlc', reading: 'qere' })}`;
    const first = await harness.app.inject({ method: 'GET', url });
    expect(first.statusCode, first.body).toBe(200);
    const built = vi.spyOn(harness.app.services.grammar, 'answerJson');
    try {
      const again = await harness.app.inject({ method: 'GET', url });
      expect(again.body).toBe(first.body);
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(built).not.toHaveBeenCalled();
      // Another reading is another answer, built by the handler.
      const other = url.replace('qere', 'ketiv');
      expect((await harness.app.inject({ method: 'GET', url: other })).statusCode).toBe(200);
      expect(built).toHaveBeenCalledTimes(1);
    } finally {
      built.mockRestore();
    }
  });

  it('400: an unknown grammar term is named, with the nearest terms as searches', async () => {
    const response = await get('/api/grammar', { q: 'morph:"aorist subjunctiv"', version: 'sblgnt' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Unknown grammar term "subjunctiv" in morph:"aorist subjunctiv"; did you mean subjunctive?',
      suggestions: ['morph:"aorist subjunctive"'],
    });
  });

  it('400: a grammatical term on a text without word-level grammar names the texts that have it', async () => {
    for (const path of ['/api/grammar', '/api/search-strongs']) {
      const response = await get(path, { q: 'lemma:ἀγαπάω', version: 'kjv' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Made-up King James has no word-level grammar: lemma:, root:, morph: and near: search ' +
          'Made-up Hebrew Bible (wlc), Made-up Textus Receptus (tr), Made-up SBLGNT (sblgnt)',
      );
    }
  });

  it('400: near: is bounded from 1 to 20, and a query needs a grammatical term', async () => {
    for (const distance of ['0', '99']) {
      const response = await get('/api/grammar', { q: `lemma:θεός near:${distance} lemma:ἀγαπάω` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        `near: takes a number of words from 1 to 20, as in lemma:λόγος near:3 lemma:θεός; "near:${distance}" is not one`,
      );
    }
    const plain = await get('/api/grammar', { q: 'θεὸς', version: 'sblgnt' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toMatch(/^The grammatical concordance needs lemma:, root:, morph: or near:/);
  });

  it('counts one word that has a lemma and a parsing, with its form, its English and its verse', async () => {
    const body = await grammar({ q: 'lemma:ἀγαπάω morph:"aorist active indicative"', version: 'sblgnt' });
    expect(body).toMatchObject({ version: 'sblgnt', verses: 1, words: 1, page: 1 });
    expect(body.byBook).toEqual([{ book: 'John', name: 'John', verses: 1, words: 1 }]);
    expect(body.byForm).toEqual([
      { form: 'ἠγάπησεν', code: 'V-3AAI-S--', parsing: 'aorist active indicative, 3rd singular', count: 1 },
    ]);
    expect(body.byRendering).toEqual([{ rendering: 'loved', count: 1 }]);
    const [hit] = body.results;
    expect(hit).toMatchObject({ reference: 'John 3:16', kjv: { reference: 'John 3:16' } });
    expect(hit!.words).toEqual([
      expect.objectContaining({
        position: 2,
        text: 'ἠγάπησεν',
        lemma: 'ἀγαπάω',
        strongs: 'G25',
        rendering: 'loved',
      }),
    ]);
    expect(hit!.text.slice(hit!.words[0]!.start, hit!.words[0]!.end)).toBe('ἠγάπησεν');
    // The same word is not an imperative: the conjunction is of one word, not of the verse.
    expect((await grammar({ q: 'lemma:ἀγαπάω morph:imperative', version: 'sblgnt' })).words).toBe(0);
  });

  it('finds a Textus Receptus word by transliteration through its Strong’s headword, and by Robinson code', async () => {
    expect((await grammar({ q: 'lemma:agapao', version: 'tr' })).words).toBe(1);
    expect((await grammar({ q: 'morph:V-AAI-3S', version: 'tr' })).byForm[0]?.form).toBe('ηγαπησεν');
    expect((await grammar({ q: 'morph:T-?SM', version: 'tr' })).words).toBe(2);
  });

  it('reads the Hebrew by stem and conjugation, by OSHB code and by nearness, counting the ketiv', async () => {
    const wayyiqtol = await grammar({ q: 'morph:"qal sequential imperfect 3ms"', version: 'wlc' });
    expect(wayyiqtol.results.map((hit) => hit.reference)).toEqual(['Genesis 32:3']);
    expect(wayyiqtol.counted).toMatch(/ketiv/);
    expect((await grammar({ q: 'morph:HVqw3ms', version: 'wlc' })).words).toBe(1);
    expect((await grammar({ q: 'morph:noun in:Gen.1', version: 'wlc' })).words).toBe(4);
    expect((await grammar({ q: 'lemma:H430 near:2 lemma:H7225', version: 'wlc' })).words).toBe(2);
    expect((await grammar({ q: 'lemma:H430 near:1 lemma:H7225', version: 'wlc' })).words).toBe(0);
    // KJV Gen 31:55 is the Hebrew Bible's Gen 32:1: its English comes through the verse map.
    const blessed = await grammar({ q: 'lemma:H1288', version: 'wlc' });
    expect(blessed.results[0]).toMatchObject({
      reference: 'Genesis 32:1',
      kjv: { reference: 'Genesis 31:55' },
    });
    expect(blessed.byRendering).toEqual([{ rendering: 'blessed', count: 1 }]);
  });

  it('reads the Hebrew as written (ketiv) or as read (qere) when asked, and says which is counted', async () => {
    const written = await grammar({ q: 'lemma:H7225', version: 'wlc' });
    expect(written).toMatchObject({ reading: 'ketiv', words: 1 });
    // The made-up verses are not the OSHB's, so no qere of the OSHB files is read into them (decision 406).
    const read = await grammar({ q: 'lemma:H7225', version: 'wlc', reading: 'qere' });
    expect(read).toMatchObject({ reading: 'qere', words: 1, results: [{ reference: 'Genesis 1:1' }] });
    expect(read.counted).toMatch(/^The read text \(qere\) is counted/);
    // The Greek texts have one reading.
    const greek = await grammar({ q: 'lemma:ἀγαπάω', version: 'sblgnt', reading: 'qere' });
    expect(greek).toMatchObject({ reading: null, counted: 'Every word of the text is counted.' });
    const wrong = await get('/api/grammar', { q: 'lemma:H7225', version: 'wlc', reading: 'kere' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'reading must be ketiv or qere' });
  });

  it('answers grammatical terms in the one box with the matched word lit', async () => {
    const response = await get('/api/search-strongs', { q: 'lemma:ἀγαπάω morph:aorist', version: 'sblgnt' });
    expect(response.statusCode, response.body).toBe(200);
    const body = searchResponse.parse(response.json());
    expect(body.totalResults).toBe(1);
    const result = body.results[0]!;
    const [span] = result.matches ?? [];
    expect(result.content?.slice(span!.start, span!.end) ?? '').toBe('ἠγάπησεν');
  });
});
