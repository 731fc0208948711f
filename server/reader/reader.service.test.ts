import { describe, expect, it } from 'vitest';
import { verseKey } from '../../core/bible/books';
import { VersePairing } from '../../core/bible/verse-pairing';
import { LoadedVersion } from '../bible-index/loaded-version';
import type { SearchService } from '../search/search.service';
import { testInstalledVersion } from '../test/installed-version';
import { ReaderService } from './reader.service';
import type { ReferenceData, ReferenceDataStore } from './reference-data';

const MAL = 39;
const mal = (chapter: number, verse: number) => verseKey(MAL, chapter, verse);

/** Made-up words, one verse each: Malachi 3:18-19 in the Hebrew Bible's numbering, 3:18 and 4:1 in the KJV's. */
const hebrew = LoadedVersion.fromRows(
  testInstalledVersion({ code: 'heb', name: 'Made-up Hebrew', versification: 'WLC' }),
  [
    { key: mal(3, 18), text: 'zar vel', tokens: [] },
    { key: mal(3, 19), text: 'kor dan', tokens: [] },
  ],
);
const english = LoadedVersion.fromRows(testInstalledVersion({ code: 'eng', name: 'Made-up English' }), [
  { key: mal(3, 18), text: 'Plin dorum.', tokens: [] },
  { key: mal(4, 1), text: 'Vast oren.', tokens: [] },
]);

function referenceData(rows: { fromKey: number; toKey: number }[]): ReferenceData {
  return { pairing: new VersePairing(rows), glosses: new Map() };
}

/** A reader over the two versions whose verse maps can be replaced, as an import of new maps does. */
function reader(initial: ReferenceData) {
  const store = { data: initial, asked: 0 };
  const search = {
    version: (code: string) => Promise.resolve(code === 'heb' ? hebrew : english),
  } as unknown as SearchService;
  const referenceData = {
    current: () => {
      store.asked++;
      return Promise.resolve(store.data);
    },
  } as unknown as ReferenceDataStore;
  return { service: new ReaderService(search, referenceData), store };
}

const MALACHI_MAP = [{ fromKey: mal(4, 1), toKey: mal(3, 19) }];

describe('the chapter answer with the KJV keys of a verse numbered otherwise (decision 403)', () => {
  it('gives the KJV keys of a verse numbered otherwise, and where the KJV verses moved sit', async () => {
    const { service } = reader(referenceData(MALACHI_MAP));
    const chapter = JSON.parse((await service.chapterJson('heb', 'Mal', 3)).toString());
    expect(chapter.verses.map((verse: { id: number; kjv?: number[] }) => [verse.id, verse.kjv])).toEqual([
      [mal(3, 18), undefined],
      [mal(3, 19), [mal(4, 1)]],
    ]);
    expect(chapter.book.movedFromKjv).toEqual([{ from: mal(4, 1), to: mal(4, 1), chapter: 3 }]);
    expect(await service.chapter('heb', 'Mal', 3)).toEqual(chapter);
    const books = await service.books('heb');
    expect(books.books[0]!.movedFromKjv).toEqual([{ from: mal(4, 1), to: mal(4, 1), chapter: 3 }]);
  });

  it('leaves a KJV-numbered version’s answer as it was, without asking for the verse maps', async () => {
    const { service, store } = reader(referenceData(MALACHI_MAP));
    const json = (await service.chapterJson('eng', 'Mal', 4)).toString();
    expect(json).toBe(
      '{"version":{"code":"eng","name":"Made-up English","abbreviation":"ENG","language":"en",' +
        '"direction":"ltr","versification":"KJV","licence":"Public domain","attribution":"",' +
        '"hasStrongs":true,"strongsAuthoritative":true},"book":{"number":39,"osis":"Mal","name":"Malachi",' +
        '"testament":"OT","deuterocanonical":false,"chapters":[3,4]},"chapter":4,"reference":"Malachi 4",' +
        '"verses":[{"id":39004001,"verse":1,"reference":"Malachi 4:1","text":"Vast oren.","segments":[' +
        '{"text":"Vast oren."}]}],"previous":{"book":"Mal","bookNumber":39,"bookName":"Malachi",' +
        '"chapter":3,"reference":"Malachi 3"},"next":null}',
    );
    expect((await service.books('eng')).books[0]).not.toHaveProperty('movedFromKjv');
    expect(store.asked).toBe(0);
  });

  it('keeps the answer while the verse maps stay, and builds it anew from maps imported since', async () => {
    const { service, store } = reader(referenceData(MALACHI_MAP));
    const first = await service.chapterJson('heb', 'Mal', 3);
    expect(await service.chapterJson('heb', 'Mal', 3)).toBe(first);
    store.data = referenceData([]);
    const rebuilt = JSON.parse((await service.chapterJson('heb', 'Mal', 3)).toString());
    expect(rebuilt.verses[1]).not.toHaveProperty('kjv');
    expect(rebuilt.book).not.toHaveProperty('movedFromKjv');
  });
});
