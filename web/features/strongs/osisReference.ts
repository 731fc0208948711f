import { protestantBookByOsis } from '../../../core/bible/books';

interface OsisPoint {
  book: string;
  name: string;
  chapter?: number;
  verse?: number;
}

function parsePoint(text: string): OsisPoint | undefined {
  const [osis, chapter, verse, ...rest] = text.trim().split('.');
  const book = osis ? protestantBookByOsis(osis) : undefined;
  if (!book || rest.length) return undefined;
  const numbers = [chapter, verse].filter((part) => part !== undefined);
  if (numbers.some((part) => !/^\d+$/.test(part!))) return undefined;
  return {
    book: book.osis,
    name: book.name,
    ...(chapter ? { chapter: Number(chapter) } : {}),
    ...(verse ? { verse: Number(verse) } : {}),
  };
}

function pointText(point: OsisPoint): string {
  if (point.chapter === undefined) return point.name;
  return `${point.name} ${point.chapter}${point.verse === undefined ? '' : `:${point.verse}`}`;
}

/**
 * An OSIS reference as readers write it: `Job.8.12` → `Job 8:12`, `Gen.1.1-Gen.1.3` → `Genesis 1:1-3`,
 * `Gen.1.26-Gen.2.3` → `Genesis 1:26-2:3`, `Ps.23` → `Psalms 23`; undefined for a book outside the 66
 * (the lexicons also cite the Apocrypha) or a malformed reference.
 */
export function osisToReference(osis: string): string | undefined {
  const [startText, endText, ...rest] = osis.split('-');
  if (!startText || rest.length) return undefined;
  const start = parsePoint(startText);
  if (!start) return undefined;
  if (endText === undefined) return pointText(start);
  const end = parsePoint(endText);
  if (!end) return undefined;
  if (end.book !== start.book) return `${pointText(start)}-${pointText(end)}`;
  if (start.verse !== undefined && end.verse !== undefined && end.chapter === start.chapter) {
    return `${pointText(start)}-${end.verse}`;
  }
  if (start.verse !== undefined && end.chapter !== undefined && end.verse !== undefined) {
    return `${pointText(start)}-${end.chapter}:${end.verse}`;
  }
  return `${pointText(start)}-${end.chapter ?? ''}`;
}
