/** Shapes of the reader's API answers, defined once by their schemas in core/api/reader.ts. */

export type { VerseSegment } from '../../../core/api/common';
export type {
  BookSummary,
  BooksResponse,
  ChapterLink,
  ChapterResponse,
  ChapterVerse,
  EnglishPiece,
  InterlinearResponse,
  InterlinearVerse,
  OriginalWord,
  VersionInfo,
} from '../../../core/api/reader';
