import { bookByNumber } from '../../../core/bible/books';
import type { VerseSegment } from './searchTypes';

export { resultSegments, segmentsFromTaggedText } from '../../../core/search/segments';

/** The verse as plain text. */
export function plainVerseText(segments: readonly VerseSegment[]): string {
  return segments.map((segment) => segment.text).join('');
}

/** What COPY puts on the clipboard: the reference, then the plain verse. */
export function verseCopyText(reference: string, segments: readonly VerseSegment[]): string {
  return `${reference} ${plainVerseText(segments).trim()}`;
}

/** The tagged words of a verse in reading order, for a word / Strong's number table. */
export function strongsWords(segments: readonly VerseSegment[]): { word: string; strongs: string[] }[] {
  return segments
    .filter((segment) => segment.strongs?.length && segment.text.trim())
    .map((segment) => ({ word: segment.text.trim(), strongs: [...segment.strongs!] }));
}

/** Language, direction and font of a version's text: Hebrew right-to-left in the Hebrew font. */
export function scriptAttributes(
  language: string,
  direction: 'ltr' | 'rtl',
): { lang: string; dir: 'ltr' | 'rtl'; className: string } {
  const lang = language || 'en';
  if (lang === 'he' || lang === 'hbo')
    return { lang, dir: 'rtl', className: 'font-hebrew text-2xl leading-loose' };
  // Noto Serif carries Greek and polytonic Greek Extended.
  if (lang === 'grc' || lang === 'el')
    return { lang, dir: direction, className: 'font-serif text-xl leading-relaxed' };
  return { lang, dir: direction, className: 'font-serif text-lg leading-relaxed' };
}

/** The reader's address of a verse, `/bible/Gen/1/1` (book by OSIS id), with `?strongs=true` when asked. */
export function bibleVerseUrl(book: number, chapter: number, verse: number, strongs = false): string {
  const osis = bookByNumber(book)?.osis ?? String(book);
  return `/bible/${osis}/${chapter}/${verse}${strongs ? '?strongs=true' : ''}`;
}

/** The verse's Strong's page, `/strongs/verse/1/1/1` (book by number). */
export function strongsVerseUrl(book: number, chapter: number, verse: number): string {
  return `/strongs/verse/${book}/${chapter}/${verse}`;
}
