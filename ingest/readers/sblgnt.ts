import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bookByNumber, findBook } from '../../core/bible/books';
import { IngestError, type BibleText, type VerseRecord, type VersionMeta } from '../model';
import { readAbbottSmith } from './abbott-smith';
import { buildGreekLemmaResolver, foldGreek, type GreekLemmaResolver } from './greek-lemma-strongs';
import { parseGreekStrongRecords } from './greek-strong';
import { collectElements, collapseWhitespace, textOf, type XmlElement } from './xml-tree';

/** The bibledit-data `sources` folder holding `sblgnt/`, `morphgnt/` and `abbott-smith/`. */
export const BIBLEDIT_SOURCES_DIRECTORY = '/usr/share/bibledit/sources';

/** Version metadata for the SBL Greek New Testament with MorphGNT lemmas and parsing. */
export const SBLGNT_META: VersionMeta = {
  code: 'sblgnt',
  name: 'SBL Greek New Testament (MorphGNT morphology)',
  language: 'grc',
  direction: 'ltr',
  versification: 'SBLGNT',
  licence: 'CC BY 4.0 (SBLGNT); MorphGNT CC BY-SA 3.0',
  attribution: 'Copyright 2010 Logos Bible Software and the Society of Biblical Literature; MorphGNT',
  source: 'bibledit-data: sources/sblgnt/sblgnt.xml and sources/morphgnt/*.txt',
  hasStrongs: true,
  hasMorphology: true,
  // The numbers are derived from MorphGNT lemmas by matching dictionary headwords, not tagged by an editor.
  strongsAuthoritative: false,
};

/** One line of a MorphGNT file: `040316 V- 3AAI-S-- ἠγάπησεν ἠγάπησεν ἠγάπησε(ν) ἀγαπάω`. */
export interface MorphGntWord {
  book: string;
  chapter: number;
  verse: number;
  /** Part of speech and the 8-position parse code joined: `V-3AAI-S--`. */
  morph: string;
  /** The word without punctuation or critical signs. */
  word: string;
  lemma: string;
}

/** SBLGNT critical signs (⸀⸁⸂⸃⸄⸅, sometimes numbered ⸀1) point into an apparatus we do not ship. */
const CRITICAL_SIGNS = /[\u2e00-\u2e05]\d?/g;

/** Reads SBLGNT text and MorphGNT tokens, adding Strong's numbers from the lemma (built from the sources when not given). */
export async function readSblgnt(
  directory: string = BIBLEDIT_SOURCES_DIRECTORY,
  resolveStrongs?: GreekLemmaResolver,
): Promise<BibleText> {
  const sblgntPath = join(directory, 'sblgnt', 'sblgnt.xml');
  const verses = parseSblgntXml(await readFile(sblgntPath, 'utf8'), sblgntPath);
  const morphDirectory = join(directory, 'morphgnt');
  const files = (await readdir(morphDirectory)).filter((name) => name.endsWith('.txt')).sort();
  const words: MorphGntWord[] = [];
  for (const name of files) {
    const path = join(morphDirectory, name);
    words.push(...parseMorphGnt(await readFile(path, 'utf8'), path));
  }
  const resolver = resolveStrongs ?? (await defaultResolver(directory));
  return { meta: SBLGNT_META, verses: attachTokens(verses, words, resolver, morphDirectory) };
}

/**
 * Parses `sblgnt.xml` into verses: text with punctuation, tokens with the bare words only (MorphGNT adds the rest).
 * The shorter ending of Mark, which has no verse number, stays in Mark 16:8 as in MorphGNT.
 */
export function parseSblgntXml(xml: string, file: string): VerseRecord[] {
  const verses: VerseRecord[] = [];
  collectElements(xml, file, ['book'], (book) => {
    let current: VerseRecord | undefined;
    const visit = (element: XmlElement): void => {
      for (const child of element.children) {
        if (typeof child === 'string') continue;
        if (child.name === 'verse-number') {
          current = { ...parseVerseId(child, file), text: '', tokens: [] };
          verses.push(current);
        } else if (child.name === 'w' || child.name === 'prefix' || child.name === 'suffix') {
          if (!current) throw new IngestError(file, child.line, 'text before the first verse number');
          current.text += textOf(child);
          if (child.name === 'w')
            current.tokens.push({ text: textOf(child).trim().normalize('NFC'), strongs: [], morph: [] });
        } else if (child.name === 'p') {
          visit(child);
        }
      }
    };
    visit(book);
  });
  for (const verse of verses)
    verse.text = collapseWhitespace(verse.text.replace(CRITICAL_SIGNS, '')).normalize('NFC');
  return verses;
}

/** Parses one MorphGNT file. */
export function parseMorphGnt(text: string, file: string): MorphGntWord[] {
  const words: MorphGntWord[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const columns = line.trim().split(' ');
    const [reference = '', pos, parse, , word, , lemma] = columns;
    const match = /^(\d\d)(\d\d)(\d\d)$/.exec(reference);
    const book = match && bookByNumber(39 + Number(match[1]));
    if (!match || !book || columns.length !== 7 || !pos || !parse || !word || !lemma) {
      throw new IngestError(
        file,
        index + 1,
        `expected "BBCCVV POS PARSE text word normalized lemma": ${line}`,
      );
    }
    words.push({
      book: book.osis,
      chapter: Number(match[2]),
      verse: Number(match[3]),
      morph: `${pos}${parse}`,
      word: word.normalize('NFC'),
      lemma: lemma.normalize('NFC'),
    });
  });
  return words;
}

function parseVerseId(element: XmlElement, file: string): Pick<VerseRecord, 'book' | 'chapter' | 'verse'> {
  const id = element.attributes.id ?? '';
  const match = /^(.+) (\d+):(\d+)$/.exec(id);
  const book = match && findBook(match[1]!);
  if (!match || !book) throw new IngestError(file, element.line, `bad verse id "${id}"`);
  return { book: book.osis, chapter: Number(match[2]), verse: Number(match[3]) };
}

/** Fills each SBLGNT token from the MorphGNT word at the same place, checking that both agree word for word. */
function attachTokens(
  verses: VerseRecord[],
  words: readonly MorphGntWord[],
  resolve: GreekLemmaResolver,
  file: string,
): VerseRecord[] {
  const byVerse = new Map(verses.map((verse) => [`${verse.book}.${verse.chapter}.${verse.verse}`, verse]));
  const filled = new Map<VerseRecord, number>();
  for (const word of words) {
    const id = `${word.book}.${word.chapter}.${word.verse}`;
    const verse = byVerse.get(id);
    const index = verse ? (filled.get(verse) ?? 0) : 0;
    const token = verse?.tokens[index];
    if (!verse || !token || wordKey(token.text) !== wordKey(word.word)) {
      throw new IngestError(
        file,
        undefined,
        `MorphGNT word ${index + 1} of ${id} "${word.word}" is not in SBLGNT`,
      );
    }
    const strongs = resolve(word.lemma);
    Object.assign(token, { strongs: strongs ? [strongs] : [], morph: [word.morph], lemma: word.lemma });
    filled.set(verse, index + 1);
  }
  const short = verses.find((verse) => (filled.get(verse) ?? 0) !== verse.tokens.length);
  if (short)
    throw new IngestError(
      file,
      undefined,
      `MorphGNT lacks words of ${short.book} ${short.chapter}:${short.verse}`,
    );
  return verses;
}

/**
 * The key two spellings of one word share: SBLGNT marks elision with ᾽ (U+1FBD) where MorphGNT has ’, and
 * MorphGNT corrects a few accents (Matt 27:37 βασιλεῦς → βασιλεὺς).
 */
function wordKey(word: string): string {
  return foldGreek(word.replace(/[\u1fbd\u2019\u02bc']/g, '\u2019'));
}

async function defaultResolver(directory: string): Promise<GreekLemmaResolver> {
  const strongsPath = join(directory, 'sblgnt', 'strongsgreek.xml');
  const records = parseGreekStrongRecords(await readFile(strongsPath, 'utf8'), strongsPath);
  const abbottSmithPath = join(directory, 'abbott-smith', 'abbott-smith.tei_lemma.xml');
  const abbottSmith = existsSync(abbottSmithPath) ? await readAbbottSmith(abbottSmithPath) : [];
  return buildGreekLemmaResolver(records, abbottSmith);
}
