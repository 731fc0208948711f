import { type BookInfo, bookByNumber, bookName } from '../../core/bible/books';
import { formatReference } from '../../core/reference/format-reference';
import type { VerseSegment } from '../../core/search/segments';
import type { LoadedVersion } from '../search/loaded-version';
import type { InstalledVersion } from '../search/verse-text.repository';
import { verseSegments } from './segment-cache';
import { splitVerseKey } from '../../core/bible/books';

/** What a reader needs to know about a version to lay it out and credit it. */
export interface VersionInfo {
  code: string;
  name: string;
  /** The short name the interface uses in messages ("RSTNE", "KJV"). */
  abbreviation: string;
  language: string;
  direction: 'ltr' | 'rtl';
  versification: string;
  licence: string;
  attribution: string;
  hasStrongs: boolean;
  strongsAuthoritative: boolean;
}

export function presentVersion(version: InstalledVersion): VersionInfo {
  return {
    code: version.code,
    name: version.name,
    abbreviation: version.code.toUpperCase(),
    language: version.language,
    direction: version.direction,
    versification: version.versification,
    licence: version.licence,
    attribution: version.attribution,
    hasStrongs: version.hasStrongs,
    strongsAuthoritative: version.strongsAuthoritative,
  };
}

export interface ChapterLink {
  book: string;
  bookNumber: number;
  bookName: string;
  chapter: number;
  reference: string;
}

export function chapterLink(book: number, chapter: number): ChapterLink {
  const info = bookByNumber(book);
  const name = bookName(book);
  return {
    book: info?.osis ?? String(book),
    bookNumber: book,
    bookName: name,
    chapter,
    reference: `${name} ${chapter}`,
  };
}

export function presentBook(book: BookInfo, chapters: readonly number[]) {
  return {
    number: book.number,
    osis: book.osis,
    name: book.name,
    testament: book.testament,
    chapters: [...chapters],
  };
}

export interface ReaderVerse {
  id: number;
  verse: number;
  reference: string;
  text: string;
  segments: VerseSegment[];
}

/** A verse as the reader shows it: text and display pieces with Strong's numbers where the version has them. */
export function presentVerse(loaded: LoadedVersion, key: number): ReaderVerse | undefined {
  const verse = loaded.verse(key);
  if (!verse) return undefined;
  return {
    id: key,
    verse: splitVerseKey(key).verse,
    reference: formatReference(key),
    text: verse.text,
    segments: verseSegments(loaded, key) ?? [],
  };
}
