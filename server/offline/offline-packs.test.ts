import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConcordanceEntry } from '../../core/api/concordance';
import type { OfflinePack } from '../../core/api/offline';
import { answerFromKept, keptFrom, type KeptData } from '../../core/offline/kept-answers';
import type { LexiconPack } from '../../core/offline/lexicon-pack';
import { PackedVersion, type VersionPack } from '../../core/offline/version-pack';
import type { BibleText } from '../../ingest/model';
import { isAvailable, shippedSources } from '../../ingest/sources';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/app';
import { appImporter } from '../test/app-importer';
import { searchFixture } from '../test/search-fixture';

/**
 * Issue 41's proof that the browser answers as the server does: the packs a browser keeps are downloaded from
 * the server, opened with the code the browser's worker runs (core/offline), and every call the offline reader
 * answers is asked of both, the server over HTTP and the packs, and compared whole: counts, order, highlights,
 * pieces, messages.
 */

/** Two-letter prefixes of common words, as the search tests use them. */
const PREFIXES = ['th', 'an', 'he', 'wh', 'be', 'so', 'sh', 'fo', 'wi', 'hi', 'un', 'my', 'of', 'in', 'to']
  .concat(['ye', 'al', 'co', 'ca', 'ma', 'el'])
  .map((prefix) => `${prefix}*`);

/** Every query of the search tests (server/search/search.routes.test.ts), valid or not. */
const SEARCH_TEST_QUERIES = [
  'love',
  'loved',
  'lvoe',
  'light',
  'brightness',
  'elohim',
  'Elohm made',
  'Gen 1:1',
  'Gen 1:2-3',
  'Genesis 51',
  'H99999',
  'Hezekiah 4:2',
  'xyzzy',
  '  ',
  '',
  'a'.repeat(501),
  `"${Array(25).fill('the').join(' ')}"`,
  `${Array(22).fill('love').join(' OR ')} -H430 -G26 -hate`,
  PREFIXES.slice(0, 20).join(' OR '),
  `love "${PREFIXES.slice(0, 7).join(' ')}"`,
  `"${Array(12).fill('the').join(' ')}" ${Array(12).fill('elohim').join(' OR ')}`,
  PREFIXES.slice(0, 6).join(' OR '),
  'H430',
  'G25',
  'H7225',
  '"the world"',
  'love -world',
  'Elohim in:John',
  'Elohim in:OT',
];

/** What a reader of the real KJV searches: words, phrases, numbers, references, operators, misspellings. */
const KJV_QUERIES = [
  'love',
  'H430',
  'G26',
  'G2316',
  'H3068',
  '"in the beginning"',
  '"the lord is my shepherd"',
  'faith hope charity',
  'faith OR hope',
  'grace -law',
  'lov*',
  'shepherd in:Psalms',
  'light in:John',
  'John 3:16',
  'Ps 23',
  'Rom 8:28-39',
  'Jude 1',
  'beleive',
  'Jerusalem',
  'H430 in:Gen',
  'G26 G25',
  '"H430"',
  'mercy NEAR/5 truth',
  'zzzyx',
  'Genesis 51',
];

async function download(testApp: TestApp, pack: OfflinePack, encoding: 'br' | 'gzip'): Promise<string> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: pack.file,
    headers: { 'accept-encoding': encoding },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe(encoding);
  expect(response.headers['cache-control']).toContain('immutable');
  const bytes = response.rawPayload;
  return (encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString('utf8');
}

/** The packs of every installed version and the lexicon, downloaded and opened as the worker opens them. */
async function keptFromServer(testApp: TestApp): Promise<{ packs: OfflinePack[]; kept: KeptData }> {
  const manifest = await testApp.app.inject({ method: 'GET', url: '/api/offline/packs' });
  expect(manifest.statusCode).toBe(200);
  const packs = (manifest.json() as { packs: OfflinePack[] }).packs;
  const versions: VersionPack[] = [];
  let lexicon: LexiconPack | undefined;
  for (const pack of packs) {
    const text = await download(testApp, pack, 'br');
    expect(Buffer.byteLength(text)).toBe(pack.storedBytes);
    if (pack.kind === 'version') versions.push(JSON.parse(text) as VersionPack);
    else lexicon = JSON.parse(text) as LexiconPack;
  }
  return { packs, kept: keptFrom(versions, lexicon) };
}

let caller = 0;

/**
 * Asks the server and the packs the same call: the same status and the same body, whole. Each call comes from
 * an address of its own, so that the per-address limits (which a browser's offline answers have no need of)
 * never answer instead of the search.
 */
async function expectSame(testApp: TestApp, kept: KeptData, url: string): Promise<unknown> {
  caller++;
  const remoteAddress = `10.${(caller >> 16) & 255}.${(caller >> 8) & 255}.${caller & 255}`;
  const server = await testApp.app.inject({ method: 'GET', url, remoteAddress });
  const local = await answerFromKept(url, kept);
  expect({ url, status: local.status }).toEqual({ url, status: server.statusCode });
  expect(local.body).toEqual(server.json());
  return local.body;
}

const search = (q: string, rest = '') => `/api/search-strongs?q=${encodeURIComponent(q)}${rest}`;

describe("the search tests' queries, answered by the packs as by the server", () => {
  let testApp: TestApp;
  let kept: KeptData;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
    const importer = appImporter(testApp.app);
    for (const text of [searchFixture('kjv', 'Made-up KJV'), searchFixture('asv', 'Made-up ASV')]) {
      await importer.importSource({
        id: text.meta.code,
        label: '',
        requiredFile: '/',
        installHint: '',
        load: async () => ({ kind: 'bible', text }),
      });
    }
    ({ kept } = await keptFromServer(testApp));
  }, 60_000);
  afterAll(async () => {
    await testApp?.close();
  });

  it.each(SEARCH_TEST_QUERIES.map((q) => [q.slice(0, 60), q]))('answers %s identically', async (_name, q) => {
    for (const rest of ['', '&includeStrongs=true', '&version=all', '&version=asv&limit=1&page=2']) {
      await expectSame(testApp, kept, search(q, rest));
    }
  });

  it('answers bad paging and bad versions with the same statuses and sentences', async () => {
    for (const rest of [
      '&page=0',
      '&page=two',
      '&page=',
      '&page=100001',
      '&page=1&page=2',
      '&limit=500',
      '&limit=2.5',
      '&version=all&limit=31',
    ]) {
      await expectSame(testApp, kept, search('love', rest));
    }
  });

  it('answers what it does not keep with a 503 that says a connection is needed', async () => {
    const answer = await answerFromKept(search('love', '&version=web'), kept);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      message: expect.stringMatching(/^You are offline\. .*needs a connection/),
    });
    const topic = await answerFromKept(search('topic:faith'), kept);
    expect(topic.status).toBe(503);
    expect((await answerFromKept('/api/account', kept)).status).toBe(503);
    // The versions a reader can pick offline are the kept ones.
    const versions = (await answerFromKept('/api/versions', kept)).body as { versions: { code: string }[] };
    expect(versions.versions.map((version) => version.code)).toEqual(['kjv', 'asv']);
  });

  it('gives a version a new file when an import changes it, and serves only files it made', async () => {
    const before = (await testApp.app.inject({ method: 'GET', url: '/api/offline/packs' })).json() as {
      packs: OfflinePack[];
    };
    // An earlier start's packs, which no current pack is: cleared at the next list that finds something new.
    const directory = testApp.app.services.offlinePacks.directory;
    const leftovers = ['asv.0123456789abcdef.json.br', 'packs-1-asv-1.entry.json'];
    const yesterday = new Date(Date.now() - 86_400_000);
    for (const name of leftovers) {
      writeFileSync(path.join(directory, name), 'old');
      utimesSync(path.join(directory, name), yesterday, yesterday);
    }
    const changed: BibleText = searchFixture('asv', 'Made-up ASV', 'brightness');
    await appImporter(testApp.app).importSource({
      id: 'asv',
      label: '',
      requiredFile: '/',
      installHint: '',
      load: async () => ({ kind: 'bible', text: changed }),
    });
    const after = (await testApp.app.inject({ method: 'GET', url: '/api/offline/packs' })).json() as {
      packs: OfflinePack[];
    };
    const asv = (list: OfflinePack[]) => list.find((pack) => pack.code === 'asv')!;
    expect(asv(after.packs).hash).not.toBe(asv(before.packs).hash);
    expect(asv(after.packs).file).toMatch(new RegExp(`/asv\\.${asv(after.packs).hash}\\.json$`));
    // The KJV did not change: its pack keeps its name.
    const kjv = (list: OfflinePack[]) => list.find((pack) => pack.code === 'kjv')!;
    expect(kjv(after.packs)).toEqual(kjv(before.packs));
    const pack = JSON.parse(await download(testApp, asv(after.packs), 'gzip')) as VersionPack;
    const opened = new PackedVersion(pack, pack);
    // A client that takes no compression gets the same pack uncompressed; one that names no coding, gzip.
    for (const [accept, encoding] of [
      ['identity', undefined],
      ['gzip;q=0, br;q=0', undefined],
      ['deflate', undefined],
      ['gzip, br;q=0', 'gzip'],
      [undefined, 'gzip'],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: asv(after.packs).file,
        headers: accept === undefined ? {} : { 'accept-encoding': accept },
      });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      const body = encoding ? gunzipSync(response.rawPayload).toString('utf8') : response.body;
      expect(JSON.parse(body), accept).toEqual(pack);
    }
    const kept = readdirSync(directory);
    expect(kept.filter((name) => leftovers.includes(name))).toEqual([]);
    for (const current of after.packs) {
      expect(kept).toContain(`${path.basename(current.file)}.br`);
      expect(kept).toContain(`${path.basename(current.file)}.gz`);
    }
    // Made since the start: the ASV's pack from before the import stays until the next start.
    expect(kept).toContain(`${path.basename(asv(before.packs).file)}.br`);
    const texts = [...opened.keys].map((key) => opened.verse(key)?.text);
    expect(texts.join('\n')).toContain('Let there be brightness.');
    // A version under licence is read on the site but never offered whole.
    await appImporter(testApp.app).importSource({
      id: 'nkjv',
      label: '',
      requiredFile: '/',
      installHint: '',
      load: async () => ({ kind: 'bible', text: searchFixture('nkjv', 'Made-up NKJV') }),
    });
    const offered = (await testApp.app.inject({ method: 'GET', url: '/api/offline/packs' })).json() as {
      packs: OfflinePack[];
    };
    expect(offered.packs.map((pack) => pack.code).sort()).toEqual(['asv', 'kjv']);
    for (const url of [
      '/api/offline/packs/..%2F..%2Fetc%2Fpasswd',
      '/api/offline/packs/asv.0000000000000000.json',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
  });

  it("makes a Hebrew-numbered version's pack again when only the verse map is imported again", async () => {
    const importer = appImporter(testApp.app);
    const fixture = searchFixture('wlc', 'Made-up WLC');
    const hebrew: BibleText = { ...fixture, meta: { ...fixture.meta, versification: 'WLC' } };
    const source = (id: string, load: () => Promise<unknown>) =>
      ({ id, label: '', requiredFile: '/', installHint: '', load }) as Parameters<
        typeof importer.importSource
      >[0];
    await importer.importSource(source('wlc', async () => ({ kind: 'bible', text: hebrew })));
    const list = async () =>
      (
        (await testApp.app.inject({ method: 'GET', url: '/api/offline/packs' })).json() as {
          packs: OfflinePack[];
        }
      ).packs;
    const wlc = (packs: OfflinePack[]) => packs.find((pack) => pack.code === 'wlc')!;
    const before = wlc(await list());
    // A made-up pairing: the KJV's Genesis 1:3 is this text's Genesis 1:2.
    await importer.importSource(
      source('verse-map', async () => ({
        kind: 'verse-map',
        fromSystem: 'KJV',
        toSystem: 'WLC',
        rows: [
          {
            fromSystem: 'KJV',
            from: { book: 'Gen', chapter: 1, verse: 3 },
            toSystem: 'WLC',
            to: { book: 'Gen', chapter: 1, verse: 2 },
          },
        ],
      })),
    );
    // The server reads a new map once its check for imports is due (every 30 s): the clock is moved past it.
    vi.useFakeTimers({ toFake: ['Date'] });
    let after: OfflinePack;
    try {
      vi.setSystemTime(Date.now() + 31_000);
      after = wlc(await list());
    } finally {
      vi.useRealTimers();
    }
    expect(after.hash).not.toBe(before.hash);
    const pack = JSON.parse(await download(testApp, after, 'br')) as VersionPack;
    expect(pack.kjv).toEqual({ 1: [1_001_003], 2: [] });
    await expectSame(testApp, keptFrom([pack]), '/api/bible/wlc/Gen/1');
  });
});

// The real KJV with its Strong's numbers, the Strong's dictionaries with their scholarly articles (BDB,
// Abbott-Smith), the Hebrew Bible numbered otherwise, and a Greek New Testament (the entry pages' counts).
const REAL_SOURCES = [
  'strongs-hebrew',
  'strongs-greek',
  'bdb',
  'abbott-smith',
  'verse-map',
  'kjv',
  'wlc',
  'sblgnt',
];
const sources = shippedSources({ sourcesDir: loadConfig({ DATA_DIR: 'data' }).sourcesDir }).filter((source) =>
  REAL_SOURCES.includes(source.id),
);
const missing = sources.filter((source) => !isAvailable(source)).map((source) => source.requiredFile);
if (missing.length && process.env.CI)
  throw new Error(`CI needs the shipped sources; missing: ${missing.join(', ')}`);

describe.runIf(!missing.length)(
  'the real KJV, WLC and lexicon, answered by the packs as by the server',
  () => {
    let testApp: TestApp;
    let kept: KeptData;
    let packs: OfflinePack[];
    beforeAll(async () => {
      testApp = await createTestApp('pglite');
      const importer = appImporter(testApp.app);
      for (const source of sources) await importer.importSource(source);
      ({ packs, kept } = await keptFromServer(testApp));
    }, 240_000);
    afterAll(async () => {
      await testApp?.close();
    });

    it("keeps the KJV with Strong's numbers within the issue's 3 MB download", () => {
      const kjv = packs.find((pack) => pack.code === 'kjv')!;
      expect(kjv.hasStrongs).toBe(true);
      expect(kjv.bytes).toBeLessThanOrEqual(3_000_000);
      expect(packs.map((pack) => pack.code).sort()).toEqual(['kjv', 'sblgnt', 'strongs', 'wlc']);
    });

    it.each(KJV_QUERIES)('searches the KJV for %s as the server does', async (q) => {
      for (const rest of ['', '&includeStrongs=true&page=2', '&limit=100&page=3']) {
        await expectSame(testApp, kept, search(q, rest));
      }
    });

    it('searches every kept version and the Hebrew Bible as the server does', async () => {
      for (const q of ['H430', 'love', 'H1254 H430', 'Mal 3:19']) {
        await expectSame(testApp, kept, search(q, '&version=wlc'));
        await expectSame(testApp, kept, search(q, '&version=all'));
      }
    });

    it('reads chapters and books as the server does, KJV keys and all', async () => {
      for (const url of [
        '/api/bible/kjv/John/3',
        '/api/bible/kjv/Gen/1',
        '/api/bible/kjv_strongs/Psalms/119',
        '/api/bible/kjv/Rev/22',
        '/api/bible/kjv/Mal/4',
        '/api/bible/kjv/43/1',
        '/api/bible/wlc/Mal/3',
        '/api/bible/wlc/Joel/4',
        '/api/bible/wlc/Ps/3',
        '/api/bible/kjv',
        '/api/bible/wlc',
        '/api/bible/kjv/Genesis/51',
        '/api/bible/kjv/Mal/5',
        '/api/bible/kjv/Hezekiah/4',
        '/api/bible/wlc/Matt/1',
      ]) {
        await expectSame(testApp, kept, url);
      }
      const malachi = (await answerFromKept('/api/bible/wlc/Mal/3', kept)).body as {
        verses: { verse: number; kjv?: number[] }[];
      };
      expect(malachi.verses.find((verse) => verse.verse === 19)?.kjv).toEqual([39_004_001]);
    });

    it('builds from the kept forms the very index the server built from the texts (decision 417)', async () => {
      for (const code of ['kjv', 'wlc']) {
        const server = (await testApp.app.services.indexes.get(code))!.index.data;
        const local = (await kept.version(code))!.index.data;
        expect(Object.keys(local).sort()).toEqual(Object.keys(server).sort());
        for (const [field, value] of Object.entries(server)) {
          const mine = local[field as keyof typeof local];
          if (!ArrayBuffer.isView(value)) {
            expect(mine, `${code} ${field}`).toEqual(value);
            continue;
          }
          // Typed arrays of close to a million entries, compared as bytes of the same type.
          expect(mine?.constructor, `${code} ${field}`).toBe(value.constructor);
          const bytes = (array: ArrayBufferView) =>
            Buffer.from(array.buffer, array.byteOffset, array.byteLength);
          expect(bytes(mine as ArrayBufferView).equals(bytes(value)), `${code} ${field}`).toBe(true);
        }
      }
    });

    it("opens Strong's definitions as the popup's calls do", async () => {
      for (const number of [
        'H430',
        'G26',
        'H7225',
        'G2316',
        'h07225',
        'H3068',
        'G1',
        'H8674',
        'G2717',
        'H9999',
        'X12',
      ]) {
        await expectSame(testApp, kept, `/api/strongs/definition/${number}`);
        await expectSame(testApp, kept, `/api/static-strongs/${number}`);
      }
    });

    it('opens concordance entry pages as the server does, every page and count', async () => {
      for (const number of [
        'H430',
        'G26',
        'H7225',
        'h07225',
        'H6887a',
        'H426',
        'H5922',
        'G3588',
        'G2316',
        'G1',
        'H1',
        'H8674',
        'G2717',
        'H9999',
        'G9999',
        'X12',
        'H0',
        'Hebrew',
      ]) {
        await expectSame(testApp, kept, `/api/concordance/${number}`);
      }
      // H3068 is in some 6,000 verses: 300 pages of 20.
      for (const rest of [
        '?page=2',
        '?page=150',
        '?page=300',
        '?page=400',
        '?limit=100&page=3',
        '?limit=1&page=6000',
      ]) {
        await expectSame(testApp, kept, `/api/concordance/H3068${rest}`);
      }
      for (const rest of ['?page=7&limit=5', '?limit=100', '?limit=7&page=2']) {
        await expectSame(testApp, kept, `/api/concordance/G26${rest}`);
      }
      const entry = (await answerFromKept('/api/concordance/H430', kept)).body as ConcordanceEntry;
      expect(entry.occurrencesPage.pages).toBeGreaterThan(100);
      expect(entry.occurrences).toHaveLength(20);
      expect(entry.occurrencesByBook[0]?.osis).toBe('Gen');
      expect(entry.originalCounts.map((count) => count.version)).toEqual(['wlc']);
      expect(entry.related.length).toBeGreaterThan(0);
      const greek = (await answerFromKept('/api/concordance/G26', kept)).body as ConcordanceEntry;
      expect(greek.originalCounts).toEqual([
        { version: 'sblgnt', name: expect.any(String), count: expect.any(Number) },
      ]);
      expect(greek.originalCounts[0]!.count).toBeGreaterThan(100);
    });

    it('answers bad pages of an entry page with the same statuses and sentences', async () => {
      for (const rest of [
        '?page=0',
        '?page=two',
        '?page=',
        '?page=1.5',
        '?page=100001',
        '?page=-3',
        '?limit=0',
        '?limit=101',
        '?limit=ten',
        '?page=1&page=2',
        '?page=0&limit=500',
      ]) {
        await expectSame(testApp, kept, `/api/concordance/H430${rest}`);
      }
      // The page is checked before the number, on both sides.
      await expectSame(testApp, kept, '/api/concordance/X12?page=0');
      await expectSame(testApp, kept, '/api/concordance/H9999?limit=500');
    });

    it('says an entry page needs a connection when the KJV or the lexicon is not kept', async () => {
      const lexiconOnly: KeptData = { ...kept, version: () => Promise.resolve(undefined) };
      const withoutKjv = await answerFromKept('/api/concordance/H430', lexiconOnly);
      expect(withoutKjv).toEqual({
        status: 503,
        body: { message: expect.stringMatching(/^You are offline\. The entry page of H430 .*Keep the KJV/) },
      });
      // A number the lexicon lacks is still the server's 404.
      expect((await answerFromKept('/api/concordance/H9999', lexiconOnly)).status).toBe(404);
      const nothing: KeptData = { ...lexiconOnly, lexicon: () => Promise.resolve(undefined) };
      expect((await answerFromKept('/api/concordance/H430', nothing)).status).toBe(503);
      // A lexicon kept before the pack held the counts answers definitions, not entry pages.
      const older: KeptData = {
        ...kept,
        lexicon: async () => ({ ...(await kept.lexicon())!, originals: undefined }),
      };
      expect((await answerFromKept('/api/concordance/H430', older)).status).toBe(503);
      expect((await answerFromKept('/api/strongs/definition/H430', older)).status).toBe(200);
      // The dictionary's list is the server's alone.
      expect((await answerFromKept('/api/concordance/search?query=love', kept)).status).toBe(503);
      expect((await answerFromKept('/api/concordance/hebrew', kept)).status).toBe(503);
    });

    it('keeps the lexicon with the counts of the entry pages within 2.6 MB', () => {
      // 2.53 MB with the counts in the WLC and the SBLGNT (decision 416); the definitions alone were 2.49 MB.
      const lexicon = packs.find((pack) => pack.code === 'strongs')!;
      expect(lexicon.bytes).toBeLessThanOrEqual(2_600_000);
    });
  },
);
