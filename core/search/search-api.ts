import type { VerseSegment } from './segments';
import type { MatchSpan } from './span-buffer';

/** Shapes of the search API's answers, shared by the server that builds them and the web app that reads them. */

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
  /** The verse text; with inline Strong's tags (`beginning{H7225}`) when they were asked for. */
  text: string;
  /** The plain verse text. */
  content: string;
  /**
   * Character spans of `content` the query matched, to highlight (`resultSegments` makes display pieces of
   * them). Plain results are not sent pre-split into pieces, which repeated the whole verse a third time.
   */
  matches: MatchSpan[];
  /**
   * With Strong's numbers asked for: display pieces from the stored word tokens, matches marked, so that a
   * tagged word of several words ("In the beginning", H7225) stays one piece for word tables.
   */
  segments?: VerseSegment[];
}

/** One version's page of results. */
export interface VersionPage {
  version: string;
  versionName: string;
  direction: 'ltr' | 'rtl';
  language: string;
  totalResults: number;
  results: VerseResult[];
}

/** A version's heading in a search answer; its page of results is inline only when several versions answered. */
export type VersionGroup = Omit<VersionPage, 'results'> & { results?: VerseResult[] };

export interface SearchResponse {
  query: string;
  version: string;
  interpretedAs: 'search' | 'reference' | 'empty';
  matchedWords: string[];
  results: VerseResult[];
  totalResults: number;
  currentPage: number;
  totalPages: number;
  /**
   * One entry per version searched. With several versions (`version=all`) each carries its page; with one, the
   * page is `results` and is not repeated here.
   */
  groups: VersionGroup[];
}
