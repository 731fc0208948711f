import { bookByOsis, verseKey } from '../bible/books';
import {
  HIGHLIGHT_COLORS,
  MARK_KINDS,
  NOTE_MAX_LENGTH,
  normaliseTags,
  parseOsisRef,
  type HighlightColor,
  type Mark,
  type MarkKind,
} from './marks';

/**
 * The /study page's rules (issue 37), pure: a mark's reference and reader link, filters, sorting, and the
 * exports and import of the marks kept in the browser (an account's are exported by the server).
 */

export interface MarkFilters {
  kind?: MarkKind | undefined;
  color?: HighlightColor | undefined;
  tag?: string | undefined;
  /** OSIS id of a book. */
  book?: string | undefined;
  /** Words the note, the tags or the reference hold. */
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
  const words = (filters.text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return marks.filter((mark) => {
    if (filters.kind && mark.kind !== filters.kind) return false;
    if (filters.color && mark.color !== filters.color) return false;
    if (filters.tag && !mark.tags.includes(filters.tag)) return false;
    if (filters.book && parseOsisRef(mark.ref)?.book !== filters.book) return false;
    if (words.length) {
      const haystack =
        `${mark.text ?? ''} ${mark.tags.join(' ')} ${markReference(mark)} ${(mark.strongs ?? []).join(' ')}`.toLowerCase();
      if (!words.every((word) => haystack.includes(word))) return false;
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

export const EXPORT_FORMAT = 'openconcordance-marks';

/** Our JSON: lossless, what /study imports back. */
export function marksToJson(marks: readonly Mark[]): string {
  return JSON.stringify({ format: EXPORT_FORMAT, version: 1, marks }, null, 2);
}

function csvCell(value: string): string {
  // A cell a spreadsheet would run as a formula is kept as text.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line a mark: book, chapter, verse, version, kind, colour, tags, note (spreadsheet formulas defused). */
export function marksToCsv(marks: readonly Mark[]): string {
  const rows = [['book', 'chapter', 'verse', 'version', 'kind', 'colour', 'tags', 'note']];
  for (const mark of marks) {
    const range = parseOsisRef(mark.ref);
    const book = range ? (bookByOsis(range.book)?.name ?? range.book) : '';
    const verse = range ? (range.from === range.to ? `${range.from}` : `${range.from}-${range.to}`) : '';
    rows.push([
      book,
      range ? `${range.chapter}` : '',
      verse,
      mark.version ?? '',
      mark.kind,
      mark.color ?? '',
      mark.tags.join('; '),
      mark.kind === 'strongs' ? (mark.strongs ?? []).join(' ') : (mark.text ?? ''),
    ]);
  }
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Headings by reference, each mark under its verse: notes as written, the rest as a line. */
export function marksToMarkdown(marks: readonly Mark[]): string {
  const lines = ['# My study notes', ''];
  let heading = '';
  for (const mark of sortMarks(marks, 'canon')) {
    const reference = markReference(mark);
    if (reference !== heading) {
      heading = reference;
      lines.push(`## ${reference}`, '');
    }
    const tags = mark.tags.length ? ` (tags: ${mark.tags.join(', ')})` : '';
    if (mark.kind === 'note' || mark.kind === 'journal')
      lines.push(mark.text ?? '', tags ? `_${tags.trim()}_` : '', '');
    else if (mark.kind === 'highlight') lines.push(`- Highlighted ${mark.color}${tags}`, '');
    else if (mark.kind === 'bookmark') lines.push(`- Bookmarked${tags}`, '');
    else lines.push(`- Strong's numbers: ${(mark.strongs ?? []).join(', ')}${tags}`, '');
  }
  return lines.filter((line, index, all) => line !== '' || all[index - 1] !== '').join('\n');
}

export class ImportError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Marks from our JSON export, every one checked before any is kept (nothing partly imported): an error names
 * the field at fault (`marks[3].color`).
 */
export function parseMarksJson(raw: string): Mark[] {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    throw new ImportError('file', 'The file is not JSON (is it cut short?).');
  }
  const body = data as { format?: unknown; marks?: unknown };
  if (!body || body.format !== EXPORT_FORMAT)
    throw new ImportError('format', 'This is not an OpenConcordance marks export.');
  if (!Array.isArray(body.marks)) throw new ImportError('marks', 'The export holds no list of marks.');
  return body.marks.map((value: unknown, index) => {
    const field = (name: string) => `marks[${index}].${name}`;
    const item = (value ?? {}) as Record<string, unknown>;
    if (!(MARK_KINDS as readonly unknown[]).includes(item.kind))
      throw new ImportError(field('kind'), 'Unknown kind.');
    const kind = item.kind as MarkKind;
    const ref = typeof item.ref === 'string' ? item.ref : '';
    if (kind === 'journal' ? ref !== '' && !parseOsisRef(ref) : !parseOsisRef(ref))
      throw new ImportError(field('ref'), 'Not a verse or range of one chapter.');
    if (item.color !== undefined && !(HIGHLIGHT_COLORS as readonly unknown[]).includes(item.color))
      throw new ImportError(field('color'), 'Not one of the eight colours.');
    if (kind === 'highlight' && item.color === undefined)
      throw new ImportError(field('color'), 'A highlight needs a colour.');
    if (item.text !== undefined && (typeof item.text !== 'string' || item.text.length > NOTE_MAX_LENGTH))
      throw new ImportError(field('text'), `A note is text of at most ${NOTE_MAX_LENGTH} characters.`);
    if (!Array.isArray(item.tags) || item.tags.some((tag) => typeof tag !== 'string' || tag.length > 60))
      throw new ImportError(field('tags'), 'Tags are a list of short texts.');
    const strongs = Array.isArray(item.strongs)
      ? item.strongs.filter((n): n is string => typeof n === 'string' && /^[GH]\d{1,5}[a-z]?$/i.test(n))
      : undefined;
    const stamp = typeof item.createdAt === 'string' ? item.createdAt : new Date().toISOString();
    return {
      id: typeof item.id === 'string' ? item.id : `${index}`,
      kind,
      ref,
      ...(typeof item.version === 'string' ? { version: item.version } : {}),
      ...(item.color !== undefined ? { color: item.color as HighlightColor } : {}),
      ...(typeof item.text === 'string' ? { text: item.text } : {}),
      tags: normaliseTags(item.tags as string[]),
      ...(strongs ? { strongs } : {}),
      createdAt: stamp,
      updatedAt: typeof item.updatedAt === 'string' ? item.updatedAt : stamp,
    };
  });
}
