import type { WordEntry } from '../../core/api/hebrew';
import type { LexiconRow } from './word-list.repository';

/** A word of a frequency list: its rank and count with its dictionary entry and learner's gloss. */
export function presentWord(
  strongs: string,
  rank: number,
  occurrences: number,
  entry: LexiconRow | undefined,
  gloss: string | null,
): WordEntry {
  return {
    rank,
    strongs,
    headword: entry?.lemma ?? null,
    transliteration: entry?.transliteration ?? null,
    pronunciation: entry?.pronunciation ?? null,
    gloss,
    // About 250 entries (mostly Aramaic) have no definition of their own: their KJV usage line stands in.
    definition: entry?.definition || entry?.kjvUsage || null,
    partOfSpeech: entry?.partOfSpeech ?? null,
    occurrences,
  };
}
