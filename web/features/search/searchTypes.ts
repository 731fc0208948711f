/** Shapes of the search API answers (server/search/search.schemas.ts). */

/** A display piece of a verse: text, whether the search matched it, the Strong's numbers shown after it. */
export interface VerseSegment {
  text: string;
  match?: boolean;
  strongs?: string[];
}

export interface VerseResult {
  /** The verse key BBCCCVVV. */
  id: number;
  /** Book number, 1-66. */
  book: number;
  bookName: string;
  chapter: number;
  verse: number;
  reference: string;
  title: string;
  text: string;
  content: string;
  segments: VerseSegment[];
}

export interface VersionGroup {
  version: string;
  versionName: string;
  direction: 'ltr' | 'rtl';
  language: string;
  totalResults: number;
  results: VerseResult[];
}

export interface SearchResponse {
  query: string;
  version: string;
  interpretedAs: 'search' | 'reference' | 'empty';
  matchedWords: string[];
  results: VerseResult[];
  totalResults: number;
  currentPage: number;
  totalPages: number;
  groups: VersionGroup[];
}

/** GET /api/rstne/search: the special edition's results carry inline tags but no display pieces. */
export interface SpecialSearchResponse {
  results: { reference: string; text: string; book: number; chapter: number; verse: number }[];
  resultCount: number;
}
