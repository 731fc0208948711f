import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { VerseMapRow } from '../model';
import {
  BIBLEDIT_ENGLISH_MAPPING_FILE,
  createVerseMapper,
  OSHB_VERSE_MAP_FILE,
  parseBibleditMapping,
  parseOshbVerseMap,
  readBibleditMapping,
  readOshbVerseMap,
  type VerseMapper,
} from './verse-map';

const fixture = (path: string): string => fileURLToPath(new URL(`../fixtures/${path}`, import.meta.url));
const ref = (book: string, chapter: number, verse: number) => ({ book, chapter, verse });

/** The three mappings the brief names, checked against every source. */
function expectKnownMappings(mapper: VerseMapper): void {
  expect(mapper.forward(ref('Gen', 31, 55))).toEqual([ref('Gen', 32, 1)]);
  expect(mapper.reverse(ref('Gen', 32, 1))).toEqual([ref('Gen', 31, 55)]);
  expect(mapper.forward(ref('Mal', 4, 1))).toEqual([ref('Mal', 3, 19)]);
  expect(mapper.reverse(ref('Mal', 3, 19))).toEqual([ref('Mal', 4, 1)]);
  expect(mapper.forward(ref('Joel', 2, 28))).toEqual([ref('Joel', 3, 1)]);
  expect(mapper.reverse(ref('Joel', 3, 1))).toEqual([ref('Joel', 2, 28)]);
}

describe('parseOshbVerseMap', () => {
  it('reads KJV → WLC rows and drops half-verse markers', async () => {
    const rows = await readOshbVerseMap(fixture('oshb/VerseMap.xml'));
    expect(rows).toHaveLength(9);
    expect(rows[0]).toEqual<VerseMapRow>({
      fromSystem: 'KJV',
      from: ref('Gen', 31, 55),
      toSystem: 'WLC',
      to: ref('Gen', 32, 1),
    });
    expect(rows[2]).toMatchObject({ from: ref('1Kgs', 22, 43), to: ref('1Kgs', 22, 44) });
    expectKnownMappings(createVerseMapper(rows));
  });

  it('rejects a reference that is not OSIS', () => {
    const xml = '<verseMap>\n<verse wlc="Genesis.32.1" kjv="Gen.31.55"/></verseMap>';
    expect(() => parseOshbVerseMap(xml, 'VerseMap.xml')).toThrow(/VerseMap\.xml, line 2: bad verse mapping/);
  });
});

describe('parseBibleditMapping', () => {
  it('reads English book names, Psalm titles as verse 0 and New Testament rows', async () => {
    const rows = await readBibleditMapping(fixture('mapping/English.txt'));
    expect(rows).toHaveLength(9);
    expect(rows.map((row) => row.from.book)).toEqual([
      'Gen',
      'Gen',
      'Joel',
      'Ps',
      'Ps',
      'Song',
      '1Kgs',
      'Mal',
      'Acts',
    ]);
    expect(rows[3]).toMatchObject({ from: ref('Ps', 3, 0), to: ref('Ps', 3, 1) });
    expectKnownMappings(createVerseMapper(rows));
  });

  it('names the line it cannot read', () => {
    expect(() => parseBibleditMapping('Genesis 1:1 = Genesis 1:1\nGenesis 1 = 2', 'English.txt')).toThrow(
      /English\.txt, line 2: cannot read mapping/,
    );
  });
});

describe('createVerseMapper', () => {
  const mapper = createVerseMapper(parseOshbVerseMap(verseMapXml(), 'inline.xml'));

  it('keeps the number of a verse the map does not mention', () => {
    expect(mapper.forward(ref('Gen', 1, 1))).toEqual([ref('Gen', 1, 1)]);
    expect(mapper.reverse(ref('Gen', 1, 1))).toEqual([ref('Gen', 1, 1)]);
  });

  it('gives no counterpart when the same number is taken by a mapped verse (a Psalm title)', () => {
    expect(mapper.reverse(ref('Ps', 3, 1))).toEqual([]);
    expect(mapper.forward(ref('Ps', 3, 1))).toEqual([ref('Ps', 3, 2)]);
  });

  it('maps one verse to several when a verse is split', () => {
    expect(mapper.reverse(ref('Ps', 13, 6))).toEqual([ref('Ps', 13, 5), ref('Ps', 13, 6)]);
  });

  it('refuses rows from two different pairs of systems', () => {
    const rows = parseBibleditMapping('Genesis 31:55 = Genesis 32:1', 'a.txt');
    const other = parseBibleditMapping('Acts 19:41 = Acts 19:40', 'b.txt', 'SBLGNT');
    expect(() => createVerseMapper([...rows, ...other])).toThrow(/mixed systems/);
  });
});

function verseMapXml(): string {
  return `<verseMap>
    <verse wlc="Ps.3.2" kjv="Ps.3.1" type="full"/>
    <verse wlc="Ps.13.6!a" kjv="Ps.13.5" type="partial"/>
    <verse wlc="Ps.13.6!b" kjv="Ps.13.6" type="partial"/>
  </verseMap>`;
}

const installed = existsSync(OSHB_VERSE_MAP_FILE) && existsSync(BIBLEDIT_ENGLISH_MAPPING_FILE);
if (!installed)
  console.warn('Skipping verse-map real-data test: bibledit-data VerseMap.xml or English.txt not found.');

describe.skipIf(!installed)('verse maps from the installed bibledit-data', () => {
  it('reads 1,978 OSHB rows and the 2,043 bibledit rows, and both agree on the known shifts', async () => {
    const oshb = await readOshbVerseMap();
    expect(oshb).toHaveLength(1_978);
    expectKnownMappings(createVerseMapper(oshb));

    const bibledit = await readBibleditMapping();
    expect(bibledit).toHaveLength(2_043);
    expectKnownMappings(createVerseMapper(bibledit));
  });
});
