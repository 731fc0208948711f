import { bookByOsis, verseKey } from '../bible/books';
import { KJV } from '../bible/versification';
import { formatRange } from '../reference/format-reference';
import type { VerseRange } from '../reference/verse-range';

/** One line of a Nave's topic: its words and the verses it cites. `level` 2 is an item under a heading. */
export interface TopicLine {
  text: string;
  level: 1 | 2;
  ranges: VerseRange[];
  /** Which of `ranges` have an end written as a chapter (`Ruth.1`, `Gen.1.1-Gen.2`), by index; absent when none. */
  chapters?: number[];
}

/** A Nave's topic read from its SWORD entry. */
export interface NaveTopic {
  /** The headword as Nave's spells it (`PRAYER`, `ABEL-BETH-MAACHAH`). */
  headword: string;
  lines: TopicLine[];
  /** Headwords named by "See" lines (`See FAITH`). */
  seeAlso: string[];
  /** References that exist in no KJV verse (kept out of the lines, counted for the import report). */
  unread: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** An `osisRef` written from verse to verse (`Ps.34.1`, `Ps.34.1-Ps.34.8`), not with a chapter for an end. */
const VERSE_TO_VERSE = /^\w+\.\d+\.\d+(?:-\w+\.\d+\.\d+)?$/;

/** An `osisRef` (`Ps.34.1-Ps.34.8`, `Matt.2`, `Ruth.4`) as KJV verse range, or undefined when none exists. */
export function osisRange(ref: string): VerseRange | undefined {
  const [from, to] = ref.split('-');
  const start = osisPoint(from!, 'start');
  const end = osisPoint(to ?? from!, 'end');
  if (!start || !end || end < start) return undefined;
  return { start, end };
}

function osisPoint(point: string, side: 'start' | 'end'): number | undefined {
  const [osis, chapterText, verseText] = point.split('.');
  const book = bookByOsis(osis ?? '');
  const chapter = Number(chapterText);
  if (!book || book.deuterocanonical || !Number.isInteger(chapter) || chapter < 1) return undefined;
  const verse =
    verseText !== undefined ? Number(verseText) : side === 'start' ? 1 : KJV.verseCount(book.osis, chapter);
  if (!KJV.isValid(book.osis, chapter, verse)) return undefined;
  return verseKey(book.number, chapter, verse);
}

/**
 * Reads a Nave's entry (OSIS-like markup: `<lb/>` headings, `<item>` lines, `<ref osisRef>` verses) into its
 * lines in entry order. A line keeps its words without the references' own text (`Ps 5:3`); the references
 * are the line's `ranges`, in the order written.
 */
export function readNaveTopic(headword: string, entry: string): NaveTopic {
  const topic: NaveTopic = { headword, lines: [], seeAlso: [], unread: 0 };
  const body = entry.replace(/^[\s\S]*?<def>/, '').replace(/<\/def>[\s\S]*$/, '');
  // Each `<lb/>` starts a heading line and each `<item>` an item line; `</list>` and `</item>` end them.
  const parts = body.split(/(<lb\/>|<item>)/);
  let level: 1 | 2 = 1;
  for (const part of parts) {
    if (part === '<lb/>') {
      level = 1;
      continue;
    }
    if (part === '<item>') {
      level = 2;
      continue;
    }
    const line = part.replace(/<list>[\s\S]*$/, '').replace(/<\/item>[\s\S]*$/, '');
    const ranges: VerseRange[] = [];
    const chapters: number[] = [];
    for (const match of line.matchAll(/<ref osisRef="([^"]+)">/g)) {
      const range = osisRange(match[1]!);
      if (!range) topic.unread++;
      else {
        if (!VERSE_TO_VERSE.test(match[1]!)) chapters.push(ranges.length);
        ranges.push(range);
      }
    }
    const text = decodeEntities(
      line
        .replace(/<ref [^>]*>[\s\S]*?<\/ref>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/→/g, ' '),
    )
      .replace(/\s+([,;:.])/g, '$1')
      .replace(/(?:[\s,;]|\bwith\b)+$/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!text && ranges.length === 0) continue;
    for (const see of text.matchAll(/\bSee\s+([A-Z][A-Z' -]*[A-Z])\b/g)) topic.seeAlso.push(see[1]!.trim());
    topic.lines.push({ text, level, ranges, ...(chapters.length ? { chapters } : {}) });
    // The lines of a `<list>` after a heading are items; a later `<lb/>` starts a heading again.
    if (/<list>/.test(part)) level = 2;
  }
  return topic;
}

/** `Psalms 5:3` for a range, as the topic page and the search show it. */
export const rangeLabel = formatRange;
