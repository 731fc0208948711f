import type { Definition, EntrySummary, KjvRendering, ScholarlyArticle } from '../../core/api/concordance';
import type { LexiconRow } from './lexicon-catalogue';
import type { ScholarlyRow } from './lexicon.repository';
import { SCHOLARLY_SOURCES } from './scholarly-html';

/**
 * The definition to show: about 250 Hebrew entries (mostly Aramaic words "corresponding to" a Hebrew one) have
 * no definition of their own, and their KJV usage line is the gloss Strong gives them.
 */
export function displayDefinition(row: Pick<LexiconRow, 'definition' | 'kjvUsage' | 'derivation'>): string {
  return row.definition || row.kjvUsage?.replace(/\.$/, '') || row.derivation || '';
}

/** An entry as lists and cards show it. */
export function presentSummary(row: LexiconRow): EntrySummary {
  return {
    strongsNumber: row.strongs,
    language: row.language,
    word: row.lemma,
    transliteration: row.transliteration,
    pronunciation: row.pronunciation,
    definition: displayDefinition(row),
  };
}

/** One scholarly lexicon entry with its label and licence; `html` is already sanitised. */
export function presentScholarly(row: ScholarlyRow, html: string): ScholarlyArticle {
  const source = SCHOLARLY_SOURCES[row.source];
  return {
    source: row.source,
    label: source?.label ?? row.source,
    licence: source?.licence ?? '',
    headword: row.headword,
    html,
  };
}

/** The full definition of the Strong's popup and the entry page. */
export function presentDefinition(
  row: LexiconRow,
  extra: {
    /** The dictionary's, or for Greek the one the KJV's morphology codes give. */
    partOfSpeech: string | null;
    kjvUsage: KjvRendering[];
    kjvUsageMore: number;
    totalOccurrences: number;
    scholarly: ScholarlyArticle[];
    previous: string | null;
    next: string | null;
  },
): Definition {
  return {
    id: row.strongs,
    ...presentSummary(row),
    origin: row.derivation,
    originLinks: row.derivationLinks,
    usage: row.kjvUsage,
    unused: row.lemma === '',
    ...extra,
  };
}
