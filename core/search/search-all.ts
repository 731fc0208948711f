import type { PageOptions, SearchPage, VerseIndex } from './index';
import type { Query } from './query';

/** One installed version's index, named by its version code (`kjv`, `web`). */
export interface VersionIndex {
  version: string;
  index: VerseIndex;
}

export interface VersionPage extends SearchPage {
  version: string;
}

export interface AllVersionsPage {
  /** Matching verses summed over the versions (a verse found in two versions counts twice). */
  total: number;
  /** One entry per version, in the order given, each with its exact total and its own page. */
  versions: VersionPage[];
}

/**
 * Runs one parsed query over several versions (`version=all`): the same words, phrases, Strong's numbers and
 * ranges in each, with `offset` and `limit` applied within each version.
 */
export function searchAll(
  query: Query,
  indexes: readonly VersionIndex[],
  options: PageOptions = {},
): AllVersionsPage {
  const versions = indexes.map(({ version, index }) => ({ version, ...index.search(query, options) }));
  return { total: versions.reduce((sum, page) => sum + page.total, 0), versions };
}
