import type { BookSummary, ChapterLink, ChapterVerse, VersionInfo } from '../../core/api/reader';
import { type BookInfo, bookByNumber, bookName } from '../../core/bible/books';
import { formatReference } from '../../core/reference/format-reference';
import type { LoadedVersion } from '../bible-index/loaded-version';
import type { InstalledVersion } from '../bible-index/verse-text.repository';
import { verseSegments } from './segment-cache';
import { splitVerseKey } from '../../core/bible/books';

/** What a reader needs to know about a version to lay it out, credit it and name it in messages. */
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

/** The previous or next chapter, for the reader's navigation. */
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

/** A book with the chapters the version holds. */
export function presentBook(book: BookInfo, chapters: readonly number[]): BookSummary {
  return {
    number: book.number,
    osis: book.osis,
    name: book.name,
    testament: book.testament,
    deuterocanonical: book.deuterocanonical,
    chapters: [...chapters],
  };
}

/** A verse as the reader shows it: text and display pieces with Strong's numbers where the version has them. */
export function presentVerse(loaded: LoadedVersion, key: number): ChapterVerse | undefined {
  const text = loaded.text(key);
  if (text === undefined) return undefined;
  return {
    id: key,
    verse: splitVerseKey(key).verse,
    reference: formatReference(key),
    text,
    segments: verseSegments(loaded, key) ?? [],
  };
}
