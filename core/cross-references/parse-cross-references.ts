import { splitVerseKey } from '../bible/books';
import { bookByNumber } from '../bible/books';
import { KJV, type Versification } from '../bible/versification';
import { osisKey, type ParsedLinks } from './cross-reference-index';

/** The header OpenBible's file starts with; its date is the data's version. */
export const CROSS_REFERENCE_HEADER =
  /^From Verse\tTo Verse\tVotes\t#www\.openbible\.info CC-BY (\d{4}-\d{2}-\d{2})$/;

/** A line the parser refuses, with its number (1 is the header). */
export class CrossReferenceFormatError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'CrossReferenceFormatError';
  }
}

/** The file's links and what was counted. */
export interface ParsedCrossReferences {
  links: ParsedLinks;
  dataVersion: string;
  /** Links whose target is a range. */
  ranges: number;
  /** Links readers voted down. */
  negative: number;
  /** Links with an end the KJV lacks (3John.1.15): kept, shown as "not in this version". */
  notInKjv: number;
}

const MAX_VOTES = 1_000_000;

/**
 * Reads OpenBible's `cross_references.txt`: the header line, then `From ⇥ To ⇥ Votes` rows. A wrong header or
 * a malformed row throws CrossReferenceFormatError with its line; nothing is half read.
 */
export function parseCrossReferences(text: string): ParsedCrossReferences {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const header = CROSS_REFERENCE_HEADER.exec((lines[0] ?? '').replace(/\r$/, ''));
  if (!header)
    throw new CrossReferenceFormatError(
      1,
      'the header must be "From Verse⇥To Verse⇥Votes⇥#www.openbible.info CC-BY <date>"',
    );
  const count = lines.length - 1;
  const from = new Int32Array(count);
  const toStart = new Int32Array(count);
  const toEnd = new Int32Array(count);
  const votes = new Int32Array(count);
  let ranges = 0;
  let negative = 0;
  let notInKjv = 0;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!.replace(/\r$/, '');
    const columns = line.split('\t');
    if (columns.length !== 3) throw new CrossReferenceFormatError(i + 1, 'expected 3 tab-separated columns');
    const [fromText, toText, votesText] = columns as [string, string, string];
    const source = osisKey(fromText);
    if (source === undefined)
      throw new CrossReferenceFormatError(i + 1, `"${fromText.slice(0, 40)}" is not a verse reference`);
    const ends = toText.split('-');
    if (ends.length > 2)
      throw new CrossReferenceFormatError(i + 1, `"${toText.slice(0, 40)}" is not a range`);
    const start = osisKey(ends[0]!);
    const end = ends.length === 2 ? osisKey(ends[1]!) : 0;
    if (start === undefined || end === undefined || (end && end <= start))
      throw new CrossReferenceFormatError(i + 1, `"${toText.slice(0, 40)}" is not a verse or a range`);
    if (!/^-?\d{1,7}$/.test(votesText) || Math.abs(Number(votesText)) > MAX_VOTES)
      throw new CrossReferenceFormatError(i + 1, `"${votesText.slice(0, 20)}" is not a vote count`);
    const at = i - 1;
    from[at] = source;
    toStart[at] = start;
    toEnd[at] = end;
    votes[at] = Number(votesText);
    if (end) ranges++;
    if (votes[at]! < 0) negative++;
    if (!inVersification(source, KJV) || !inVersification(start, KJV) || (end && !inVersification(end, KJV)))
      notInKjv++;
  }
  return { links: { from, toStart, toEnd, votes }, dataVersion: header[1]!, ranges, negative, notInKjv };
}

/** Whether a key is a verse of a versification. */
export function inVersification(key: number, versification: Versification): boolean {
  const { book, chapter, verse } = splitVerseKey(key);
  const osis = bookByNumber(book)?.osis;
  return !!osis && versification.isValid(osis, chapter, verse);
}
