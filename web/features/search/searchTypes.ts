/** Shapes of the search API answers, defined once by their schemas in core/api/search.ts. */

export type { VerseSegment } from '../../../core/api/common';
export type {
  SearchResponse,
  SpecialSearchResponse,
  VerseResult,
  VersionGroup,
} from '../../../core/api/search';
