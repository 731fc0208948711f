import type { ChapterVerse, VersionInfo } from '../../core/api/reader';
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

/**
 * A verse as the reader shows it: text and display pieces with Strong's numbers where the version has them, and
 * its keys in the KJV's numbering when `toKjv` numbers it otherwise (decision 403).
 */
export function presentVerse(
  loaded: LoadedVersion,
  key: number,
  toKjv?: (key: number) => number[],
): ChapterVerse | undefined {
  const text = loaded.text(key);
  if (text === undefined) return undefined;
  return {
    id: key,
    verse: splitVerseKey(key).verse,
    reference: formatReference(key),
    text,
    segments: verseSegments(loaded, key) ?? [],
    ...kjvKeys(key, toKjv),
  };
}

/** `{ kjv }` for a verse the KJV numbers otherwise; nothing for one it numbers the same. */
function kjvKeys(key: number, toKjv: ((key: number) => number[]) | undefined): { kjv?: number[] } {
  const kjv = toKjv?.(key);
  return kjv && !(kjv.length === 1 && kjv[0] === key) ? { kjv } : {};
}
