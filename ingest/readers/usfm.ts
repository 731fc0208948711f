import { BOOKS, type BookInfo } from '../../core/bible/books';
import { normaliseStrongs } from '../../core/bible/strongs';
import { IngestError, type VerseRecord, type VerseToken } from '../model';
import { VerseCollector, positiveNumber } from './upload-common';

// USFM book codes of the 66 books, in canonical order (index + 1 = book number).
const USFM_CODES = (
  'GEN EXO LEV NUM DEU JOS JDG RUT 1SA 2SA 1KI 2KI 1CH 2CH EZR NEH EST JOB PSA PRO ECC SNG ISA JER LAM EZK DAN ' +
  'HOS JOL AMO OBA JON MIC NAM HAB ZEP HAG ZEC MAL MAT MRK LUK JHN ACT ROM 1CO 2CO GAL EPH PHP COL 1TH 2TH 1TI ' +
  '2TI TIT PHM HEB JAS 1PE 2PE 1JN 2JN 3JN JUD REV'
).split(' ');
const BY_CODE = new Map(USFM_CODES.map((code, index) => [code, BOOKS[index]!]));
// Books and peripherals outside the 66: their content is skipped, not an error.
const OTHER_CODES = new Set(
  (
    'TOB JDT ESG WIS SIR BAR LJE S3Y SUS BEL 1MA 2MA 3MA 4MA 1ES 2ES MAN PS2 ODA PSS EZA 5EZ 6EZ DAG LAO ' +
    'FRT BAK OTH INT CNC GLO TDX NDX'
  ).split(' '),
);

// Markers whose whole line is not verse text: identification, titles, headings, introductions, psalm titles
// (`\d`: left out as in the other readers, since the KJV numbers them with no verse).
const SKIPPED_LINE =
  /^\\(id|ide|usfm|h|toc\d*|toca\d*|mt\d*|mte\d*|ms\d*|mr|s\d*|sr|r|d|sp|sd\d*|rem|is\d*|ip|ipi|ipq|ipr|im|imi|imq|io\d*|iot|ior|ili\d*|ib|iex|imt\d*|imte\d*|ie|cl|cd|sts|periph|restore|lit)\b/;
const NOTES = new Set(['f', 'fe', 'x', 'ef', 'ex', 'fig']);
// Character markers whose content may end in `|attributes` (USFM 3).
const WITH_ATTRIBUTES = new Set(['w', 'rb', 'jmp']);
// A marker (`\v`, `\+w`, `\nd*`), the end of a milestone (`\*`), or text.
// The space after an opening marker belongs to the marker; after a closing one it is text.
const MARKER = /\\(\+?)([a-z][a-z0-9-]*)(?:(\*)|\s?)|\\\*|([^\\]+)/gi;

/** Attributes of `\w word|strong="H1234" x-morph="…"\w*`; an unnamed value is the lemma. */
function wordToken(content: string): VerseToken | undefined {
  const bar = content.indexOf('|');
  const text = (bar < 0 ? content : content.slice(0, bar)).replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  const attributes: Record<string, string> = {};
  const source = bar < 0 ? '' : content.slice(bar + 1).trim();
  if (source && !source.includes('=')) attributes.lemma = source;
  for (const [, key, value] of source.matchAll(/([\w-]+)\s*=\s*"([^"]*)"/g)) attributes[key!] = value!;
  const strongs = (attributes.strong ?? '')
    .split(/[,\s]+/)
    .map((value) => normaliseStrongs(value.replace(/^strong:/i, '')))
    .filter((value): value is string => value !== undefined);
  const token: VerseToken = {
    text,
    strongs,
    morph: attributes['x-morph']?.split(/\s+/).filter(Boolean) ?? [],
  };
  if (attributes.lemma) token.lemma = attributes.lemma;
  return token;
}

/** The warning for lines before the first `\id` (a licence, a note): where they were and how they start. */
function preambleNote(fileName: string, lastLine: number, first: string): string {
  const start = first.length > 80 ? `${first.slice(0, 80)}…` : first;
  const lines = lastLine === 1 ? 'line 1' : `lines 1-${lastLine}`;
  return `${fileName}, ${lines}: text before the first \\id left out of the verses ("${start}")`;
}

/**
 * Reads USFM (one or more books): `\id`, `\c`, `\v`; character markers are stripped to their text, footnotes
 * and cross references dropped, `\w` words with a `strong` attribute become tokens. Text before the first
 * `\id` (Debian's bibledit WEB books open with their licence) is left out and named in `notes`, unless it
 * holds a chapter or a verse.
 */
export function readUsfm(fileName: string, text: string, notes: string[] = []): VerseRecord[] {
  const collector = new VerseCollector(fileName);
  let book: BookInfo | undefined;
  let skippingBook = false;
  let chapter: number | undefined;
  let verse: { number: number; line: number; parts: string[]; tokens: VerseToken[] } | undefined;
  let noteDepth = 0;
  // The content of a marker with attributes (`\w word|strong="H1"\w*`), gathered until it closes.
  let word: { marker: string; parts: string[] } | undefined;
  // Inside a milestone (`\qt-s |who="x"\*`), whose text is only attributes.
  let inMilestone = false;
  let expectVerseNumber = false;
  let seenId = false;
  // The first line of text before the first \id, if any.
  let preamble: string | undefined;

  const endVerse = (): void => {
    if (verse && book)
      collector.add(book, chapter!, verse.number, verse.parts.join(''), verse.line, verse.tokens);
    verse = undefined;
  };

  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    const id = /^\\id\s+(\S+)/.exec(content);
    if (id) {
      if (!seenId && preamble !== undefined) notes.push(preambleNote(fileName, line - 1, preamble));
      seenId = true;
      endVerse();
      const code = id[1]!.toUpperCase();
      book = BY_CODE.get(code);
      skippingBook = !book && OTHER_CODES.has(code);
      if (!book && !skippingBook) throw new IngestError(fileName, line, `unknown USFM book code "${id[1]}"`);
      chapter = undefined;
      return;
    }
    if (!seenId && content) {
      // A chapter or a verse before any book is a broken file, not a preface.
      if (/\\[cv]\s/.test(content)) throw new IngestError(fileName, line, 'text before the first \\id line');
      preamble ??= content;
      return;
    }
    if (skippingBook || !content || SKIPPED_LINE.test(content)) return;
    if (!book) throw new IngestError(fileName, line, 'text before the first \\id line');
    const chapterMatch = /^\\c\s+(\S+)\s*$/.exec(content);
    if (chapterMatch) {
      endVerse();
      chapter = positiveNumber(chapterMatch[1]!, 'chapter', fileName, line);
      return;
    }
    // Paragraph and poetry markers at the start of a line still separate words.
    verse?.parts.push(' ');
    for (const [whole, , name, closing, plain] of content.matchAll(MARKER)) {
      if (whole === '\\*') inMilestone = false;
      if (plain !== undefined) {
        if (noteDepth > 0 || inMilestone) continue;
        let rest = plain;
        if (expectVerseNumber) {
          // `\v 3 text`, `\v 3-4 text`, `\v 3a text`: the first word is the number; a range counts as its start.
          expectVerseNumber = false;
          const number = /^(\d+)\S*\s?/.exec(rest);
          if (!number) throw new IngestError(fileName, line, `\\v is not followed by a verse number`);
          verse = {
            number: positiveNumber(number[1]!, 'verse', fileName, line),
            line,
            parts: [],
            tokens: [],
          };
          rest = rest.slice(number[0].length);
        }
        if (word) word.parts.push(rest);
        else verse?.parts.push(rest);
        continue;
      }
      if (name === undefined) continue;
      if (NOTES.has(name)) {
        noteDepth = Math.max(0, noteDepth + (closing ? -1 : 1));
        continue;
      }
      if (noteDepth > 0) continue;
      if (name === 'v' && !closing) {
        endVerse();
        if (chapter === undefined) throw new IngestError(fileName, line, '\\v before the first \\c');
        expectVerseNumber = true;
      } else if (/-[se]$/.test(name)) {
        inMilestone = true;
      } else if (WITH_ATTRIBUTES.has(name) && !closing) {
        word = { marker: name, parts: [] };
      } else if (word?.marker === name) {
        const inner = word.parts.join('');
        const token = name === 'w' ? wordToken(inner) : undefined;
        if (token) verse?.tokens.push(token);
        verse?.parts.push(inner.split('|')[0]!);
        word = undefined;
      }
      // Any other marker (\p, \q1, \nd … \nd*, \add, \wj) only formats: its text stays.
    }
    if (expectVerseNumber) throw new IngestError(fileName, line, '\\v is not followed by a verse number');
  });
  if (!seenId)
    throw new IngestError(fileName, undefined, 'no \\id line: each USFM book starts with \\id CODE');
  endVerse();
  return collector.finish();
}
