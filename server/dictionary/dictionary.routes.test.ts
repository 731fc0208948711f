import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageResponse } from '../../core/api/common';
import { searchResponse } from '../../core/api/search';
import { dictionaryEntryResponse, headwordListResponse, topicResponse } from '../../core/api/dictionary';
import type { BibleText } from '../../ingest/model';
import { createTestApp, type TestApp } from '../test/app';
import { appImporter } from '../test/app-importer';
import { databaseKinds } from '../test/databases';

const kinds = await databaseKinds();

/** Made-up verses at real places: three that Nave's cites under PRAYER, one it does not. */
function fixture(): BibleText {
  const verse = (book: string, chapter: number, number: number, text: string) => ({
    book,
    chapter,
    verse: number,
    text,
    tokens: [],
  });
  return {
    meta: {
      code: 'kjv',
      name: 'Made-up KJV',
      language: 'en',
      direction: 'ltr',
      versification: 'KJV',
      licence: 'made-up test text',
      attribution: '',
      source: 'test fixture',
      hasStrongs: false,
      hasMorphology: false,
      strongsAuthoritative: false,
    },
    verses: [
      verse('Gen', 1, 2, 'Made up words about the waters.'),
      verse('Ps', 5, 3, 'Made up words about the morning voice.'),
      verse('Luke', 6, 12, 'Made up words about a night on the mountain.'),
      verse('1Thess', 5, 17, 'Made up words without ceasing.'),
    ],
  } as unknown as BibleText;
}

describe.each(kinds)('dictionary and topics on %s', (kind) => {
  let harness: TestApp;
  const get = (url: string) => harness.app.inject({ method: 'GET', url });
  beforeAll(async () => {
    harness = await createTestApp(kind);
    const text = fixture();
    const outcome = await appImporter(harness.app).importSource({
      id: 'kjv',
      label: '',
      requiredFile: '/',
      installHint: '',
      load: async () => ({ kind: 'bible' as const, text }),
    });
    expect(outcome.status).toBe('completed');
    // The first start imports the study sources and reports what each read.
    const reports = await harness.app.services.studySources.start({ importNew: true, refreshMs: 0 });
    const byCredit = (credit: RegExp) => reports.find((report) => credit.test(report.credit));
    expect(byCredit(/^Easton's/)?.counts).toEqual({
      entries: 3963,
      headwords: 3960,
      'references read': 24641,
      'references not read': 149,
    });
    expect(byCredit(/^Nave's/)?.counts).toMatchObject({
      topics: 5322,
      references: 77909,
      'not in the KJV': 26,
    });
    expect(byCredit(/^Nave's/)?.checksum).toMatch(/^[0-9a-f]{64}$/);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("answers Easton's Bethlehem with its references as reader links, found without case", async () => {
    const response = await get('/api/dictionary/entry/bethlehem');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const entry = dictionaryEntryResponse.parse(response.json());
    expect(entry.headword).toBe('Bethlehem');
    expect(entry.credit).toMatch(/Easton's Bible Dictionary \(M\. G\. Easton, 1897\), public domain/);
    const links = entry.senses[0]!.flat().flatMap((piece) => ('link' in piece ? [piece] : []));
    expect(links[0]).toMatchObject({
      text: 'Gen. 35:16',
      link: { reference: 'Genesis 35:16', book: 'Genesis', chapter: 35, verse: 16 },
    });
    // `Gen. 35:16, 19` : the 19 inherits book and chapter.
    expect(links[1]).toMatchObject({ text: '19', link: { reference: 'Genesis 35:19' } });
    // Joining the pieces gives the prose back.
    expect(entry.senses[0]![0]!.map((piece) => piece.text).join('')).toMatch(
      /^House of bread\. \(1\.\) A city/,
    );
  });

  it('answers both entries of a headword Easton has twice', async () => {
    const entry = dictionaryEntryResponse.parse((await get('/api/dictionary/entry/KADESH')).json());
    expect(entry.senses).toHaveLength(2);
  });

  it('answers 404 with the nearest headwords for a misspelt one', async () => {
    const response = await get('/api/dictionary/entry/Bethlehm');
    expect(response.statusCode).toBe(404);
    const body = messageResponse.parse(response.json());
    expect(body.message).toBe("No entry Bethlehm in Easton's Bible Dictionary. Did you mean Bethlehem?");
    expect(body.suggestions).toEqual(['Bethlehem']);
  });

  it('answers 400 naming the field for a headword too long', async () => {
    const response = await get(`/api/dictionary/entry/${'a'.repeat(61)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/headword is longer than 60 characters/);
  });

  it('lists headwords by prefix and by letter, and refuses a bad letter', async () => {
    const prefix = headwordListResponse.parse(
      (await get('/api/dictionary/headwords?q=bethl&limit=5')).json(),
    );
    // Punctuation is ignored: `Beth-le-Aphrah` starts with `bethl` too.
    expect(prefix.headwords).toEqual(['Beth-le-Aphrah', 'Bethlehem']);
    const letter = headwordListResponse.parse((await get('/api/dictionary/headwords?letter=z')).json());
    expect(letter.headwords[0]).toBe('Zaanaim');
    expect(letter.headwords.every((word) => word.startsWith('Z'))).toBe(true);
    const bad = await get('/api/dictionary/headwords?letter=zz');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/letter must be one letter A-Z/);
    expect((await get('/api/dictionary/headwords')).statusCode).toBe(400);
  });

  it("answers Nave's PRAYER with its subtopics and verses", async () => {
    const response = await get('/api/topics/topic/Prayer');
    expect(response.statusCode).toBe(200);
    const topic = topicResponse.parse(response.json());
    expect(topic.name).toBe('PRAYER');
    const morning = topic.lines.find((line) => line.text === 'Daily, in the morning');
    expect(morning?.level).toBe(2);
    expect(morning?.verses.map((verse) => verse.reference)).toEqual([
      'Psalms 5:3',
      'Psalms 88:13',
      'Psalms 143:8',
      'Isaiah 33:2',
    ]);
    expect(topic.verseCount).toBeGreaterThan(400);
  });

  it('answers 404 with the nearest topics for an unknown topic', async () => {
    const response = await get('/api/topics/topic/prayr');
    expect(response.statusCode).toBe(404);
    expect(messageResponse.parse(response.json()).suggestions?.[0]).toBe('PRAYER');
  });

  it("searches topic:prayer: the topic's verses in the version, and words within them", async () => {
    const response = await get('/api/search-strongs?q=topic%3Aprayer&version=kjv');
    expect(response.statusCode).toBe(200);
    const answer = searchResponse.parse(response.json());
    expect(answer.topic).toBe('PRAYER');
    expect(answer.results.map((verse) => verse.reference)).toEqual([
      'Psalms 5:3',
      'Luke 6:12',
      '1 Thessalonians 5:17',
    ]);
    const narrowed = searchResponse.parse((await get('/api/search-strongs?q=topic%3Aprayer+ceasing')).json());
    expect(narrowed.results.map((verse) => verse.reference)).toEqual(['1 Thessalonians 5:17']);
    const inNt = searchResponse.parse((await get('/api/search-strongs?q=topic%3Aprayer+in%3ANT')).json());
    expect(inNt.results.map((verse) => verse.reference)).toEqual(['Luke 6:12', '1 Thessalonians 5:17']);
  });

  it('answers topic: with an unknown topic 404 and an empty one 400', async () => {
    const unknown = await get('/api/search-strongs?q=topic%3Aprayr');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(
      /^No topic named prayr in Nave's Topical Bible\. Did you mean PRAYER/,
    );
    const empty = await get('/api/search-strongs?q=topic%3A');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Name a topic after topic:, for example topic:faith');
  });

  it('gives the verse page its topics and its dictionary names', async () => {
    expect(await harness.app.services.topics.topicsForVerse(43003016)).toContain('FAITH');
    expect(
      await harness.app.services.dictionary.entriesForText(
        'Now when Jesus was born in Bethlehem of Judaea in the days of Herod the king, behold, there came wise men from the east to Jerusalem',
      ),
    ).toEqual(['Jesus', 'Bethlehem', 'Jerusalem']);
  });

  it('answers 404 while an administrator has turned each source off, and lists nothing for the verse page', async () => {
    const author = { id: null, username: 'test' };
    // Answered twice first, so that both answers are kept (decision 409): what is kept is not sent once off.
    for (const url of ['/api/dictionary/entry/Bethlehem', '/api/search-strongs?q=topic%3Aprayer']) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect((await get(url)).body).toBe(first.body);
    }
    await harness.app.services.settings.update('study.dictionary.enabled', 'false', author);
    await harness.app.services.settings.update('study.topics.enabled', 'false', author);
    try {
      const entry = await get('/api/dictionary/entry/Bethlehem');
      expect(entry.statusCode).toBe(404);
      expect(entry.json().message).toBe("Easton's Bible Dictionary is not available on this site");
      const topic = await get('/api/topics/topic/prayer');
      expect(topic.statusCode).toBe(404);
      expect(topic.json().message).toBe("Nave's Topical Bible is not available on this site");
      expect((await get('/api/search-strongs?q=topic%3Aprayer')).statusCode).toBe(404);
      expect(await harness.app.services.topics.topicsForVerse(43003016)).toEqual([]);
      expect(await harness.app.services.dictionary.entriesForText('born in Bethlehem')).toEqual([]);
    } finally {
      await harness.app.services.settings.update('study.dictionary.enabled', 'true', author);
      await harness.app.services.settings.update('study.topics.enabled', 'true', author);
    }
    expect((await get('/api/dictionary/entry/Bethlehem')).statusCode).toBe(200);
    expect((await get('/api/search-strongs?q=topic%3Aprayer')).statusCode).toBe(200);
  });

  it('stops serving a removed source and serves it again once imported again', async () => {
    const registry = harness.app.services.studySources;
    await registry.remove('naves-topics');
    expect((await get('/api/topics/topic/prayer')).statusCode).toBe(404);
    await registry.import('naves-topics');
    expect((await get('/api/topics/topic/prayer')).statusCode).toBe(200);
  });
});
