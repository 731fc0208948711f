/** Shapes of the search API answers (server/search/search.schemas.ts). */

export type { VerseSegment } from '../../../core/search/segments';
export type { SearchResponse, VerseResult, VersionGroup } from '../../../core/search/search-api';

/** GET /api/rstne/search: the special edition's results carry inline tags but no display pieces. */
export interface SpecialSearchResponse {
  results: { reference: string; text: string; book: number; chapter: number; verse: number }[];
  resultCount: number;
}
