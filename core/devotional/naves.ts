import { KJV } from '../bible/versification';

/** A verse range of one chapter, as Nave's Topical Bible lists them. */
export interface TopicReference {
  book: string;
  chapter: number;
  from: number;
  to: number;
}

/**
 * The `<ref osisRef="Ps.34.1-Ps.34.8">` references of a Nave's entry that lie within one chapter and exist in
 * the KJV versification, in entry order, each once.
 */
export function parseNaveReferences(entry: string): TopicReference[] {
  const seen = new Set<string>();
  const refs: TopicReference[] = [];
  for (const match of entry.matchAll(/osisRef="([\w]+)\.(\d+)\.(\d+)(?:-([\w]+)\.(\d+)\.(\d+))?"/g)) {
    const [, book, chapter, from, endBook, endChapter, to] = match;
    if (endBook && (endBook !== book || endChapter !== chapter)) continue;
    const ref = { book: book!, chapter: Number(chapter), from: Number(from), to: Number(to ?? from) };
    if (!KJV.isValid(ref.book, ref.chapter, ref.from) || !KJV.isValid(ref.book, ref.chapter, ref.to))
      continue;
    const key = `${ref.book}.${ref.chapter}.${ref.from}-${ref.to}`;
    if (seen.has(key)) continue;
    seen.add(key);
    refs.push(ref);
  }
  return refs;
}
