import type { LexiconEntry, VerseMapRow } from '../../ingest/model';

/** Dictionary entries and verse-map rows for the reader's tests (see reader.fixtures.ts). */

function entry(strongs: string, lemma: string, transliteration: string, definition: string): LexiconEntry {
  return {
    strongs,
    language: strongs.startsWith('H') ? 'hebrew' : 'greek',
    lemma,
    transliteration,
    pronunciation: transliteration,
    definition,
    derivationLinks: [],
  };
}

/** Made-up definitions in the shape of the Strong's dictionaries, for the words of the fixtures. */
export function lexiconFixture(): LexiconEntry[] {
  return [
    entry(
      'H7225',
      'רֵאשִׁית',
      'rêʼshîyth',
      'the first, in place, time, order or rank (specifically, a firstfruit)',
    ),
    entry('H1254', 'בָּרָא', 'bârâʼ', '(absolutely) to create; (qualified) to cut down'),
    entry('H430', 'אֱלֹהִים', 'ʼĕlôhîym', 'gods in the ordinary sense; but specifically the supreme God'),
    entry('H853', 'אֵת', 'ʼêth', 'properly, self (but generally used to point out the object of a verb)'),
    entry('H8064', 'שָׁמַיִם', 'shâmayim', 'the sky (as aloft)'),
    entry('H776', 'אֶרֶץ', 'ʼerets', 'the earth (at large, or partitively a land)'),
    entry('G25', 'ἀγαπάω', 'agapáō', 'to love (in a social or moral sense)'),
    entry('G2316', 'θεός', 'theós', 'a deity, especially the supreme Divinity'),
    entry('G3588', 'ὁ', 'ho', 'the (sometimes to be supplied)'),
    entry('G1063', 'γάρ', 'gár', 'properly, assigning a reason'),
  ];
}

/** The KJV → WLC rows these verses need (a slice of OSHB's map). */
export function verseMapFixture(): VerseMapRow[] {
  const row = (from: string, to: string): VerseMapRow => {
    const [fromBook, fromChapter, fromVerse] = from.split('.') as [string, string, string];
    const [toBook, toChapter, toVerse] = to.split('.') as [string, string, string];
    return {
      fromSystem: 'KJV',
      from: { book: fromBook, chapter: Number(fromChapter), verse: Number(fromVerse) },
      toSystem: 'WLC',
      to: { book: toBook, chapter: Number(toChapter), verse: Number(toVerse) },
    };
  };
  return [
    row('Gen.31.55', 'Gen.32.1'),
    row('Gen.32.1', 'Gen.32.2'),
    row('Gen.32.2', 'Gen.32.3'),
    row('Ps.3.1', 'Ps.3.2'),
    row('Ps.3.2', 'Ps.3.3'),
  ];
}
