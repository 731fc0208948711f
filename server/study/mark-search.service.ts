import type { PersonalTerm } from '../../core/search/personal-fields';
import { mergeRanges, type VerseRange } from '../../core/reference/verse-range';
import type { MarkSearchRepository } from './mark-search.repository';

/**
 * The verses of a reader's own marks for the personal terms of a search (`note:`, `tag:`, `highlight:`,
 * `bookmark:`; decision 333): one statement a search, over the reader's own rows only.
 */
export class MarkSearchService {
  constructor(private readonly repository: MarkSearchRepository) {}

  /** For each term, in order, the verses (KJV keys, merged and sorted) of the reader's marks that match it. */
  async versesOf(userId: string, terms: readonly PersonalTerm[]): Promise<VerseRange[][]> {
    const found = await this.repository.matching(userId, terms);
    return found.map(({ startKeys, endKeys }) =>
      mergeRanges(startKeys.map((start, at) => ({ start, end: endKeys[at] ?? start }))),
    );
  }
}
