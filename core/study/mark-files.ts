import { bookByOsis } from '../bible/books';
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
import { markReference, sortMarks } from './mark-list';

/** The files of a reader's marks (issue 37): our JSON (lossless, imported back), CSV and Markdown. */

export const EXPORT_FORMAT = 'openconcordance-marks';

function csvCell(value: string): string {
  // A cell a spreadsheet would run as a formula is kept as text.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Writes marks as a file one mark at a time, so a server can stream thousands (decision 340). */
export interface MarkWriter {
  start(): string;
  mark(mark: Mark): string;
  end(): string;
}

function csvRow(mark: Mark): string[] {
  const range = parseOsisRef(mark.ref);
  const book = range ? (bookByOsis(range.book)?.name ?? range.book) : '';
  const verse = range ? (range.from === range.to ? `${range.from}` : `${range.from}-${range.to}`) : '';
  return [
    book,
    range ? `${range.chapter}` : '',
    verse,
    mark.version ?? '',
    mark.kind,
    mark.color ?? '',
    mark.tags.join('; '),
    mark.kind === 'strongs' ? (mark.strongs ?? []).join(' ') : (mark.text ?? ''),
  ];
}

/** One line a mark: book, chapter, verse, version, kind, colour, tags, note (spreadsheet formulas defused). */
export function csvWriter(): MarkWriter {
  const line = (cells: string[]) => cells.map(csvCell).join(',') + '\r\n';
  return {
    start: () => line(['book', 'chapter', 'verse', 'version', 'kind', 'colour', 'tags', 'note']),
    mark: (mark) => line(csvRow(mark)),
    end: () => '',
  };
}

/**
 * Headings by reference, each mark under its verse: notes as written, the rest as a line. Marks are written in
 * the order given (canon order makes one heading a reference); never two blank lines in a row.
 */
export function markdownWriter(): MarkWriter {
  let heading = '';
  let blank = false;
  const write = (lines: string[]) => {
    const kept = lines.filter((line) => {
      const skip = line === '' && blank;
      blank = line === '';
      return !skip;
    });
    return kept.map((line) => `${line}\n`).join('');
  };
  return {
    start: () => write(['# My study notes', '']),
    mark: (mark) => {
      const lines: string[] = [];
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
      return write(lines);
    },
    end: () => '',
  };
}

/** Our JSON, lossless, a mark at a time: what /study imports back. */
export function jsonWriter(): MarkWriter {
  let first = true;
  return {
    start: () => `{\n  "format": ${JSON.stringify(EXPORT_FORMAT)},\n  "version": 1,\n  "marks": [`,
    mark: (mark) => {
      const item = JSON.stringify(mark, null, 2).replace(/\n/g, '\n    ');
      const text = `${first ? '' : ','}\n    ${item}`;
      first = false;
      return text;
    },
    end: () => `${first ? '' : '\n  '}]\n}`,
  };
}

/** The whole file of `marks`, written by `writer`. */
export function writeMarks(writer: MarkWriter, marks: Iterable<Mark>): string {
  let text = writer.start();
  for (const mark of marks) text += writer.mark(mark);
  return text + writer.end();
}

/** Our JSON: lossless, what /study imports back. */
export function marksToJson(marks: readonly Mark[]): string {
  return writeMarks(jsonWriter(), marks);
}

export function marksToCsv(marks: readonly Mark[]): string {
  return writeMarks(csvWriter(), marks);
}

export function marksToMarkdown(marks: readonly Mark[]): string {
  return writeMarks(markdownWriter(), sortMarks(marks, 'canon')).replace(/\n$/, '');
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
