/** Shapes of the reader's API answers (server/reader/reader.schemas.ts). */
import type { VerseSegment } from '../search/searchTypes';

export type { VerseSegment };

export interface VersionInfo {
  code: string;
  name: string;
  /** Short name for messages ("RSTNE", "KJV"). */
  abbreviation: string;
  language: string;
  direction: 'ltr' | 'rtl';
  versification: string;
  licence: string;
  attribution: string;
  hasStrongs: boolean;
  strongsAuthoritative: boolean;
}

export interface BookSummary {
  number: number;
  osis: string;
  name: string;
  testament: 'OT' | 'NT';
  chapters: number[];
}

export interface ChapterLink {
  book: string;
  bookNumber: number;
  bookName: string;
  chapter: number;
  reference: string;
}

export interface ChapterVerse {
  id: number;
  verse: number;
  reference: string;
  text: string;
  segments: VerseSegment[];
}

export interface ChapterResponse {
  version: VersionInfo;
  book: BookSummary;
  chapter: number;
  reference: string;
  verses: ChapterVerse[];
  previous: ChapterLink | null;
  next: ChapterLink | null;
}

export interface BooksResponse {
  version: VersionInfo;
  books: BookSummary[];
}

export interface OriginalWord {
  text: string;
  strongs: string[];
  lemma: string | null;
  transliteration: string | null;
  morph: string | null;
  morphology: string | null;
  gloss: string | null;
  rendering: string | null;
}

export interface EnglishPiece {
  text: string;
  strongs?: string[];
  original?: number[];
}

export interface InterlinearVerse {
  id: number;
  verse: number;
  reference: string;
  originalReference: string | null;
  words: OriginalWord[];
  english: EnglishPiece[];
  unmatched: number[];
}

export interface InterlinearResponse {
  reference: string;
  book: BookSummary;
  chapter: number;
  source: VersionInfo;
  english: VersionInfo;
  verses: InterlinearVerse[];
  previous: ChapterLink | null;
  next: ChapterLink | null;
}
