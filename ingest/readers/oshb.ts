import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { protestantBookByOsis, verseKey } from '../../core/bible/books';
import { IngestError, type BibleText, type VerseRecord, type VerseToken, type VersionMeta } from '../model';
import { oshbLemmaStrongs } from '../../core/morphology/oshb-lemma';
import { hebrewConsonants, type QereRow } from '../../core/grammar/qere';
import { childElements, collectElements, findElement, textOf, type XmlElement } from './xml-tree';

/** Where bibledit-data installs the 39 OSHB book files. */
export const OSHB_DIRECTORY = '/usr/share/bibledit/sources/morphhb';

/** Version metadata for the Westminster Leningrad Codex with OSHB lemmas and morphology. */
export const OSHB_META: VersionMeta = {
  code: 'wlc',
  name: 'Hebrew Bible (Westminster Leningrad Codex, OSHB morphology)',
  language: 'he',
  direction: 'rtl',
  versification: 'WLC',
  licence: 'WLC: Public Domain; OSHB morphology and lemmas: CC BY 4.0',
  attribution: 'Open Scriptures Hebrew Bible Project',
  source: 'bibledit-data: sources/morphhb/*.xml (OSHB 2018.12.14, WLC 4.20)',
  hasStrongs: true,
  hasMorphology: true,
  strongsAuthoritative: true,
};

const MAQAF = '\u05be';
const SOF_PASUQ = '\u05c3';

/** Segments that are part of the running text; petuha/setuma (`x-pe`, `x-samekh`) are paragraph marks, not words. */
const TEXT_SEGMENTS = new Set(['x-maqqef', 'x-sof-pasuq', 'x-paseq', 'x-reversednun']);

/** Reads every OSHB book file in `directory` into one text in canonical book order. */
export async function readOshb(directory: string = OSHB_DIRECTORY): Promise<BibleText> {
  const files = (await readdir(directory)).filter((name) => name.endsWith('.xml') && name !== 'VerseMap.xml');
  const books = await Promise.all(
    files.map(async (name) => {
      const path = join(directory, name);
      return parseOshbBook(await readFile(path, 'utf8'), path);
    }),
  );
  const verses = books
    .filter((verses) => verses.length > 0)
    .sort((a, b) => bookNumber(a[0]!) - bookNumber(b[0]!))
    .flat();
  return { meta: OSHB_META, verses };
}

/** Parses one OSHB OSIS book file into verses; qere readings and editorial notes are left out. */
export function parseOshbBook(xml: string, file: string): VerseRecord[] {
  const verses: VerseRecord[] = [];
  collectElements(xml, file, ['verse'], (element) => verses.push(parseVerse(element, file)));
  return verses;
}

function parseVerse(element: XmlElement, file: string): VerseRecord {
  const osisId = element.attributes.osisID ?? '';
  const match = /^([1-3]?[A-Za-z]+)\.(\d+)\.(\d+)$/.exec(osisId);
  if (!match || !protestantBookByOsis(match[1]!))
    throw new IngestError(file, element.line, `bad verse osisID "${osisId}"`);

  const tokens: VerseToken[] = [];
  let text = '';
  // Words are separated by a space, except around maqaf (which binds two words) and before sof pasuq.
  let glueNext = true;
  const append = (piece: string, glueBefore: boolean, glueAfter: boolean): void => {
    text += glueBefore || glueNext ? piece : ` ${piece}`;
    glueNext = glueAfter;
  };

  for (const child of element.children) {
    if (typeof child === 'string') continue;
    if (child.name === 'w') {
      const token = parseWord(child, file);
      tokens.push(token);
      append(token.text, false, false);
    } else if (child.name === 'seg') {
      const type = child.attributes.type ?? '';
      if (!TEXT_SEGMENTS.has(type)) continue;
      const mark = textOf(child).trim().normalize('NFC');
      if (type === 'x-maqqef') append(mark || MAQAF, true, true);
      else if (type === 'x-sof-pasuq') append(mark || SOF_PASUQ, true, false);
      else append(mark, false, false);
    } else if (child.name !== 'note') {
      throw new IngestError(file, child.line, `unexpected <${child.name}> in ${osisId}`);
    }
  }

  return { book: match[1]!, chapter: Number(match[2]), verse: Number(match[3]), text, tokens };
}

/**
 * A qere: the words read in place of written ones (the ketiv). `at` is the place of the first written word among
 * the verse's words (as `parseVerse` gives them), `ketiv` the written words it replaces as the text has them
 * (none for a word read but not written), `words` the words read.
 */
export interface QereReading {
  book: string;
  chapter: number;
  verse: number;
  at: number;
  ketiv: string[];
  words: VerseToken[];
}

/**
 * Reads every qere of the OSHB book files in `directory` (1,260 in the WLC 4.20; decision 406), one file at a
 * time: the server reads them on a first grammatical search of the Hebrew, and 28 MB of XML in memory at once
 * would stay in its RSS.
 */
export async function readOshbQere(directory: string = OSHB_DIRECTORY): Promise<QereReading[]> {
  const files = (await readdir(directory)).filter((name) => name.endsWith('.xml') && name !== 'VerseMap.xml');
  const readings: QereReading[] = [];
  for (const name of files.sort()) {
    const path = join(directory, name);
    readings.push(...parseOshbQere(await readFile(path, 'utf8'), path));
  }
  return readings;
}

/** The qere by verse key (WLC numbering), as the word index takes them (`withQere`). */
export function qereRowsByVerse(readings: readonly QereReading[]): Map<number, QereRow[]> {
  const byKey = new Map<number, QereRow[]>();
  for (const reading of readings) {
    const book = protestantBookByOsis(reading.book);
    if (!book) continue;
    const key = verseKey(book.number, reading.chapter, reading.verse);
    const row: QereRow = {
      at: reading.at,
      ketiv: reading.ketiv,
      words: reading.words.map((word) => ({ t: word.text, s: word.strongs, m: word.morph, l: word.lemma })),
    };
    const rows = byKey.get(key);
    if (rows) rows.push(row);
    else byKey.set(key, [row]);
  }
  return byKey;
}

/**
 * The qere readings of one OSHB book file: each `<note type="variant">` with an `x-qere` reading follows the
 * written words it replaces, which its `<catchWord>` repeats (empty or absent for a word read but not written).
 */
export function parseOshbQere(xml: string, file: string): QereReading[] {
  const readings: QereReading[] = [];
  collectElements(xml, file, ['verse'], (element) => {
    const [book, chapter, verse] = (element.attributes.osisID ?? '').split('.');
    const written: string[] = [];
    for (const child of element.children) {
      if (typeof child === 'string') continue;
      if (child.name === 'w') written.push(textOf(child).replace(/\//g, '').trim().normalize('NFC'));
      if (child.name !== 'note' || child.attributes.type !== 'variant') continue;
      const reading = childElements(child, 'rdg').find((rdg) => rdg.attributes.type === 'x-qere');
      if (!reading) continue;
      // The catch-word's consonants are those of the last written words (some joined by maqaf, or run
      // together as one): as many words back as it takes to spell them.
      const catchWord = findElement(child, 'catchWord');
      const target = catchWord ? hebrewConsonants(textOf(catchWord)) : '';
      let count = 0;
      for (let spelled = ''; spelled.length < target.length && count < written.length;) {
        count++;
        spelled = hebrewConsonants(written[written.length - count]!) + spelled;
      }
      readings.push({
        book: book!,
        chapter: Number(chapter),
        verse: Number(verse),
        at: written.length - count,
        ketiv: written.slice(written.length - count),
        words: childElements(reading, 'w').map((word) => parseWord(word, file)),
      });
    }
  });
  // Copied out of the file's text: a parsed attribute or text is a slice of the file's string, and kept (the
  // server keeps the qere), would keep the whole file alive with it.
  return JSON.parse(JSON.stringify(readings)) as QereReading[];
}

function parseWord(element: XmlElement, file: string): VerseToken {
  const lemma = element.attributes.lemma ?? '';
  const morph = element.attributes.morph;
  let strongs: string | undefined;
  try {
    strongs = oshbLemmaStrongs(lemma);
  } catch (error) {
    throw new IngestError(file, element.line, (error as Error).message);
  }
  return {
    // The `/` marks morpheme boundaries for the lemma and morph codes; readers never see it.
    text: textOf(element).replace(/\//g, '').trim().normalize('NFC'),
    strongs: strongs ? [strongs] : [],
    morph: morph ? [morph] : [],
    // The raw lemma keeps the augment letter (`1254 a`) and prefixes, which BDB look-ups need.
    lemma,
  };
}

function bookNumber(verse: VerseRecord): number {
  return protestantBookByOsis(verse.book)?.number ?? 0;
}
