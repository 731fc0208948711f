import { bookByOsis, verseKey } from '../bible/books';
import {
  normaliseTags,
  parseOsisRef,
  searchWords,
  type HighlightColor,
  type Mark,
  type MarkKind,
} from './marks';

/**
 * The /study page's rules (issue 37), pure: a mark's reference and reader link, filters and sorting (the
 * files it exports and imports are in mark-files.ts).
 */

export interface MarkFilters {
  kind?: MarkKind | undefined;
  color?: HighlightColor | undefined;
  tag?: string | undefined;
  /** OSIS id of a book. */
  book?: string | undefined;
  /** Words the note, the tags or the reference hold: each the start of one of their words (decision 340). */
  text?: string | undefined;
}

export type MarkOrder = 'canon' | 'date';

/** `John 3:16` or `John 3:16-18`; `Journal` for a note tied to no verse. */
export function markReference(mark: Pick<Mark, 'ref'>): string {
  const range = parseOsisRef(mark.ref);
  if (!range) return 'Journal';
  const name = bookByOsis(range.book)?.name ?? range.book;
  const verses = range.to === range.from ? `${range.from}` : `${range.from}-${range.to}`;
  return `${name} ${range.chapter}:${verses}`;
}

/** The reader at the mark's first verse, in the version it was made in. */
export function markHref(mark: Pick<Mark, 'ref' | 'version'>): string | undefined {
  const range = parseOsisRef(mark.ref);
  if (!range) return undefined;
  const version =
    mark.version && mark.version !== 'kjv' ? `?version=${encodeURIComponent(mark.version)}` : '';
  return `/bible/${range.book}/${range.chapter}/${range.from}${version}`;
}

function canonKey(mark: Mark): number {
  const range = parseOsisRef(mark.ref);
  const book = range ? bookByOsis(range.book)?.number : undefined;
  return range && book ? verseKey(book, range.chapter, range.from) : Number.MAX_SAFE_INTEGER;
}

export function filterMarks(marks: readonly Mark[], filters: MarkFilters): Mark[] {
  const words = searchWords(filters.text ?? '');
  return marks.filter((mark) => {
    if (filters.kind && mark.kind !== filters.kind) return false;
    if (filters.color && mark.color !== filters.color) return false;
    if (filters.tag && !mark.tags.includes(filters.tag)) return false;
    if (filters.book && parseOsisRef(mark.ref)?.book !== filters.book) return false;
    if (words.length) {
      const held = searchWords(
        `${mark.text ?? ''} ${mark.tags.join(' ')} ${markReference(mark)} ${(mark.strongs ?? []).join(' ')}`,
      );
      if (!words.every((word) => held.some((kept) => kept.startsWith(word)))) return false;
    }
    return true;
  });
}

/** Canon order (Genesis first; journal notes last, newest first among them) or newest first. */
export function sortMarks(marks: readonly Mark[], order: MarkOrder): Mark[] {
  const byDate = (a: Mark, b: Mark) => b.updatedAt.localeCompare(a.updatedAt);
  return [...marks].sort(order === 'date' ? byDate : (a, b) => canonKey(a) - canonKey(b) || byDate(a, b));
}

/** Every tag with how many marks carry it, most used first. */
export function tagCounts(marks: readonly Mark[]): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const mark of marks) for (const tag of mark.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/** The tags after renaming `from` to `to` (merging when `to` is already there). */
export function renameTag(tags: readonly string[], from: string, to: string): string[] {
  return normaliseTags(tags.map((tag) => (tag === from ? to : tag)));
}
