import type { BibleText, VerseRecord, VersionMeta } from '../../ingest/model';
import type { ImportSource, SourceData } from '../../ingest/sources';
import { lexiconFixture, verseMapFixture } from './reader.fixture-data';

/**
 * Made-up texts for the reader's tests and browser journeys: a KJV-shaped English text with Strong's numbers,
 * a few Hebrew and Greek verses with morphology, a verse map and dictionary entries. The English is invented
 * (never a licensed text); the Hebrew and Greek words are public-domain WLC and TR words.
 */

type Word = [text: string, strongs?: string, morph?: string, lemma?: string];

function meta(code: string, name: string, overrides: Partial<VersionMeta> = {}): VersionMeta {
  return {
    code,
    name,
    language: 'en',
    direction: 'ltr',
    versification: 'KJV',
    licence: 'Made-up test text',
    attribution: `${name}, written for the tests`,
    source: 'reader fixture',
    hasStrongs: true,
    hasMorphology: false,
    strongsAuthoritative: true,
    ...overrides,
  };
}

/** A verse whose text is its words joined by spaces, plus trailing punctuation. */
function verse(reference: string, words: Word[], end = '.'): VerseRecord {
  const [book, chapter, number] = reference.split(/[ :]/) as [string, string, string];
  return {
    book,
    chapter: Number(chapter),
    verse: Number(number),
    text: words.map(([text]) => text).join(' ') + end,
    tokens: words
      .filter(([, strongs]) => strongs)
      .map(([text, strongs, morph, lemma]) => ({
        text,
        strongs: [strongs!],
        morph: morph ? [morph] : [],
        ...(lemma ? { lemma } : {}),
      })),
  };
}

const plain = (text: string): Word[] => text.split(' ').map((word) => [word]);

/** Thirty-one verses of Genesis 1, so that a chapter and a page of results scroll. */
function genesisOne(edition: 'kjv' | 'rstne'): VerseRecord[] {
  const name = edition === 'kjv' ? 'God' : 'Elohim';
  const verses = [
    verse('Gen 1:1', [
      ['In the beginning', 'H7225'],
      [name, 'H430'],
      ['created', 'H1254'],
      ['the heaven', 'H8064'],
      ['and', 'H853'],
      ['the earth', 'H776'],
    ]),
  ];
  for (let number = 2; number <= 31; number++) {
    verses.push(
      verse(`Gen 1:${number}`, [
        ...plain(`On the ${ordinal(number)} line of the made-up chapter`),
        [name, 'H430'],
        ...plain(`spoke of light and land, water and sky, in ${edition} wording number ${number}`),
      ]),
    );
  }
  // The special edition lacks the last verse, so the parallel view shows its "not available" line.
  return edition === 'rstne' ? verses.slice(0, 30) : verses;
}

function ordinal(number: number): string {
  return `${number}${number % 10 === 1 && number !== 11 ? 'st' : number % 10 === 2 && number !== 12 ? 'nd' : number % 10 === 3 && number !== 13 ? 'rd' : 'th'}`;
}

/** The made-up English text that stands in for the KJV. */
export function kjvFixture(): BibleText {
  return {
    meta: meta('kjv', 'Made-up King James', { hasMorphology: true }),
    verses: [
      ...genesisOne('kjv'),
      verse('Gen 2:1', [...plain('Thus the heights and the land were'), ['finished', 'H3615']]),
      verse('Gen 2:2', plain('And on the seventh day the work was ended')),
      verse('Gen 2:3', [...plain('And the seventh day was'), ['blessed', 'H1288']]),
      verse('Gen 31:55', [
        ...plain('And early in the morning Laban rose and'),
        ['blessed', 'H1288'],
        ...plain('them'),
      ]),
      verse('Gen 32:1', plain('And Jacob went on his way, and messengers met him')),
      verse('Gen 32:2', plain('And when Jacob saw them he named the place')),
      verse('Ps 3:1', plain('How many are they that trouble me')),
      verse('Ps 3:2', plain('Many there be which say of my soul')),
      verse('John 3:16', [
        ['For', 'G1063', 'robinson:CONJ'],
        ['God', 'G2316', 'robinson:N-NSM'],
        ['so', 'G3779', 'robinson:ADV'],
        ['loved', 'G25', 'robinson:V-AAI-3S'],
        ['the world', 'G2889', 'robinson:N-ASM'],
      ]),
      verse('John 3:17', plain('For the Son was sent to save the world')),
    ],
  };
}

/** A made-up special edition (never real RSTNE text): Hebrew names, one verse of Genesis 1 missing. */
export function rstneFixture(): BibleText {
  return {
    meta: meta('rstne', 'Made-up RSTNE', { licence: 'Made-up test text standing in for a licensed edition' }),
    verses: [
      ...genesisOne('rstne'),
      verse('Gen 2:1', plain('So the heights and the land were complete')),
      verse('John 3:16', [['For', 'G1063'], ...plain('Elohim so'), ['loved', 'G25'], ...plain('the world')]),
    ],
  };
}

/** Hebrew Bible verses in the WLC numbering (KJV Gen 31:55 is WLC Gen 32:1; WLC Ps 3:1 is a title). */
export function wlcFixture(): BibleText {
  return {
    meta: meta('wlc', 'Made-up Hebrew Bible', {
      language: 'he',
      direction: 'rtl',
      versification: 'WLC',
      hasMorphology: true,
    }),
    verses: [
      verse(
        'Gen 1:1',
        [
          ['בְּרֵאשִׁ֖ית', 'H7225', 'HR/Ncfsa', 'b/7225'],
          ['בָּרָ֣א', 'H1254', 'HVqp3ms', '1254 a'],
          ['אֱלֹהִ֑ים', 'H430', 'HNcmpa', '430'],
          ['אֵ֥ת', 'H853', 'HTo', '853'],
          ['הַשָּׁמַ֖יִם', 'H8064', 'HTd/Ncmpa', 'd/8064'],
          ['וְאֵ֥ת', 'H853', 'HC/To', 'c/853'],
          ['הָאָֽרֶץ', 'H776', 'HTd/Ncbsa', 'd/776'],
        ],
        '׃',
      ),
      verse('Gen 2:1', [['וַיְכֻלּ֛וּ', 'H3615', 'HC/VPw3mp', 'c/3615']], '׃'),
      verse('Gen 32:1', [['וַיְבָ֣רֶךְ', 'H1288', 'HC/Vpw3ms', 'c/1288']], '׃'),
      verse('Gen 32:2', [['וְיַעֲקֹ֖ב', 'H3290', 'HC/Np', 'c/3290']], '׃'),
      verse('Gen 32:3', [['וַיֹּ֤אמֶר', 'H559', 'HC/Vqw3ms', 'c/559']], '׃'),
      verse('Ps 3:1', [['מִזְמ֥וֹר', 'H4210', 'HNcmsa', '4210']], '׃'),
      verse('Ps 3:2', [['יְ֭הוָה', 'H3068', 'HNp', '3068']], '׃'),
    ],
  };
}

/** The Textus Receptus of John 3:16, tagged as the KJV's alignment tags it. */
export function trFixture(): BibleText {
  return {
    meta: meta('tr', 'Made-up Textus Receptus', { language: 'grc', hasMorphology: true }),
    verses: [
      verse(
        'John 3:16',
        [
          ['ουτως', 'G3779', 'robinson:ADV'],
          ['γαρ', 'G1063', 'robinson:CONJ'],
          ['ηγαπησεν', 'G25', 'robinson:V-AAI-3S'],
          ['ο', 'G3588', 'robinson:T-NSM'],
          ['θεος', 'G2316', 'robinson:N-NSM'],
          ['τον', 'G3588', 'robinson:T-ASM'],
          ['κοσμον', 'G2889', 'robinson:N-ASM'],
        ],
        '',
      ),
    ],
  };
}

/** The SBLGNT of John 3:16 with MorphGNT codes. */
export function sblgntFixture(): BibleText {
  return {
    meta: meta('sblgnt', 'Made-up SBLGNT', {
      language: 'grc',
      versification: 'SBLGNT',
      hasMorphology: true,
      strongsAuthoritative: false,
    }),
    verses: [
      verse('John 3:16', [
        ['Οὕτως', 'G3779', 'D---------', 'οὕτω(ς)'],
        ['γὰρ', 'G1063', 'C---------', 'γάρ'],
        ['ἠγάπησεν', 'G25', 'V-3AAI-S--', 'ἀγαπάω'],
        ['ὁ', 'G3588', 'RA----NSM-', 'ὁ'],
        ['θεὸς', 'G2316', 'N-----NSM-', 'θεός'],
      ]),
    ],
  };
}

function source(id: string, data: SourceData): ImportSource {
  return { id, label: `${id} (reader fixture)`, requiredFile: '/', installHint: '', load: async () => data };
}

/** Everything but the special edition, in import order (dictionaries first). */
export function readerFixtureSources(): ImportSource[] {
  return [
    source('strongs-fixture', { kind: 'lexicon', source: 'strongs-fixture', entries: lexiconFixture() }),
    source('verse-map-fixture', {
      kind: 'verse-map',
      fromSystem: 'KJV',
      toSystem: 'WLC',
      rows: verseMapFixture(),
    }),
    source('kjv', { kind: 'bible', text: kjvFixture() }),
    source('wlc', { kind: 'bible', text: wlcFixture() }),
    source('tr', { kind: 'bible', text: trFixture() }),
    source('sblgnt', { kind: 'bible', text: sblgntFixture() }),
  ];
}

/** The made-up special edition as an import source. */
export function rstneFixtureSource(): ImportSource {
  return source('rstne', { kind: 'bible', text: rstneFixture() });
}
