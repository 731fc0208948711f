/**
 * A reader's marks as the web keeps and shows them (issue 37): highlights, bookmarks, notes, journal notes and
 * saved Strong's numbers. Pure rules shared by the signed-out store in the browser, the reader and /study.
 */

export const MARK_KINDS = ['highlight', 'bookmark', 'note', 'journal', 'strongs'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

/** The eight highlight colours; each has a light and a dark shade in styles.css (`.mark-<colour>`). */
export const HIGHLIGHT_COLORS = [
  'yellow',
  'green',
  'blue',
  'pink',
  'orange',
  'purple',
  'teal',
  'grey',
] as const;
export type HighlightColor = (typeof HIGHLIGHT_COLORS)[number];

export const NOTE_MAX_LENGTH = 20_000;
export const TAG_MAX_LENGTH = 60;
export const TAGS_PER_MARK = 20;

export interface Mark {
  id: string;
  kind: MarkKind;
  /** OSIS: `John.3.16` or `John.3.16-John.3.18`; empty for a journal note. */
  ref: string;
  /** The version it was made in (`kjv`). */
  version?: string;
  color?: HighlightColor;
  text?: string;
  tags: string[];
  strongs?: string[];
  createdAt: string;
  updatedAt: string;
  /** The account's revision of the mark (raised by each change); absent for a mark kept in the browser. */
  revision?: number;
}

export type NewMark = Omit<Mark, 'id' | 'createdAt' | 'updatedAt' | 'revision'>;

/** What a new mark sends to the account (the add and merge calls): its fields, the empty ones left out. */
export function newMarkFields(mark: NewMark) {
  return {
    kind: mark.kind,
    ref: mark.ref,
    ...(mark.version ? { version: mark.version } : {}),
    ...(mark.color ? { color: mark.color } : {}),
    ...(mark.text !== undefined ? { text: mark.text } : {}),
    tags: mark.tags,
    ...(mark.strongs ? { strongs: mark.strongs } : {}),
  };
}

export interface VerseRange {
  book: string;
  chapter: number;
  from: number;
  to: number;
}

/** `John.3.16` or `John.3.16-John.3.18` for verses of one chapter. */
export function osisRef(book: string, chapter: number, from: number, to = from): string {
  const start = `${book}.${chapter}.${from}`;
  return to === from ? start : `${start}-${book}.${chapter}.${to}`;
}

/** The verses a mark's OSIS reference covers, or undefined for a journal note or a malformed reference. */
export function parseOsisRef(ref: string): VerseRange | undefined {
  const match = /^([1-4]?[A-Za-z]+)\.(\d{1,3})\.(\d{1,3})(?:-\1\.\2\.(\d{1,3}))?$/.exec(ref);
  if (!match) return undefined;
  const from = Number(match[3]);
  const to = match[4] ? Number(match[4]) : from;
  return to < from ? undefined : { book: match[1]!, chapter: Number(match[2]), from, to };
}

/**
 * The words a mark is found by and a search is made of: lower case, split at anything but letters, marks and
 * digits (`sermons/easter` and `John.3.16` are several words). A search word matches the words it begins
 * (decision 340), the same in the browser and in the database's index.
 */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/** The group a tag is filed under: what comes before its last slash (`sermons/easter` → `sermons`), decision 341. */
export function tagGroup(tag: string): string | undefined {
  const slash = tag.lastIndexOf('/');
  return slash > 0 ? tag.slice(0, slash) : undefined;
}

/** A tag filed under `group` (none when empty): `easter` or `sermons/easter` → `sermons/easter`. */
export function tagInGroup(tag: string, group: string): string {
  const leaf = tag.slice(tag.lastIndexOf('/') + 1);
  return group ? `${group}/${leaf}` : leaf;
}

/** Tags as kept: trimmed, lower case, without duplicates, each at most TAG_MAX_LENGTH characters. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    const clean = tag.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, TAG_MAX_LENGTH);
    if (clean) seen.add(clean);
  }
  return [...seen].slice(0, TAGS_PER_MARK);
}

/** Splits what a reader typed in the tags box: `sermon, Psalms  ,hope` → three tags. */
export function parseTags(input: string): string[] {
  return normaliseTags(input.split(','));
}

/**
 * What makes two marks the same when a browser's marks are merged into an account: kind, place and content
 * (a highlight by its colour, a bookmark by its place, a note by its text, Strong's numbers by their set).
 */
export function markIdentity(mark: Pick<Mark, 'kind' | 'ref' | 'color' | 'text' | 'strongs'>): string {
  switch (mark.kind) {
    case 'highlight':
      return `highlight|${mark.ref}|${mark.color ?? ''}`;
    case 'bookmark':
      return `bookmark|${mark.ref}`;
    case 'strongs':
      return `strongs|${mark.ref}|${[...(mark.strongs ?? [])].sort().join(' ')}`;
    default:
      return `${mark.kind}|${mark.ref}|${(mark.text ?? '').trim()}`;
  }
}

/** The marks of `incoming` that `existing` does not already hold (nor an earlier one of `incoming`). */
export function marksToMerge<T extends Mark>(existing: readonly Mark[], incoming: readonly T[]): T[] {
  const seen = new Set(existing.map(markIdentity));
  const fresh: T[] = [];
  for (const mark of incoming) {
    const identity = markIdentity(mark);
    if (seen.has(identity)) continue;
    seen.add(identity);
    fresh.push(mark);
  }
  return fresh;
}

/** Each verse of a chapter with the marks that cover it. */
export function marksByVerse(marks: readonly Mark[], book: string, chapter: number): Map<number, Mark[]> {
  const byVerse = new Map<number, Mark[]>();
  for (const mark of marks) {
    const range = parseOsisRef(mark.ref);
    if (!range || range.book !== book || range.chapter !== chapter) continue;
    for (let verse = range.from; verse <= range.to; verse++) {
      const list = byVerse.get(verse) ?? [];
      list.push(mark);
      byVerse.set(verse, list);
    }
  }
  return byVerse;
}

/** Every verse the marks cover, as `John.3.16`, with those marks: verses of many chapters (a search's results). */
export function marksByVerseRef(marks: readonly Mark[]): Map<string, Mark[]> {
  const byVerse = new Map<string, Mark[]>();
  for (const mark of marks) {
    const range = parseOsisRef(mark.ref);
    if (!range) continue;
    for (let verse = range.from; verse <= range.to; verse++) {
      const key = `${range.book}.${range.chapter}.${verse}`;
      byVerse.set(key, [...(byVerse.get(key) ?? []), mark]);
    }
  }
  return byVerse;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** What a screen reader hears of a verse's marks: `highlighted yellow, bookmarked, 1 note`; '' for none. */
export function describeMarks(marks: readonly Mark[]): string {
  const parts: string[] = [];
  const colours = [...new Set(marks.filter((m) => m.kind === 'highlight').map((m) => m.color))];
  if (colours.length) parts.push(`highlighted ${colours.join(' and ')}`);
  if (marks.some((m) => m.kind === 'bookmark')) parts.push('bookmarked');
  const notes = marks.filter((m) => m.kind === 'note').length;
  if (notes) parts.push(plural(notes, 'note'));
  const strongs = marks.filter((m) => m.kind === 'strongs').length;
  if (strongs) parts.push("Strong's numbers saved");
  const tags = [...new Set(marks.flatMap((m) => m.tags))];
  if (tags.length) parts.push(`tagged ${tags.join(', ')}`);
  return parts.join(', ');
}

/** The highlight colour a verse shows: the latest highlight's. */
export function verseColor(marks: readonly Mark[] | undefined): HighlightColor | undefined {
  let latest: Mark | undefined;
  for (const mark of marks ?? []) {
    if (mark.kind === 'highlight' && (!latest || mark.updatedAt >= latest.updatedAt)) latest = mark;
  }
  return latest?.color;
}
