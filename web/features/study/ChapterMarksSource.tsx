import { useEffect, useMemo } from 'react';
import { describeMarks, marksByVerse, verseColor, type Mark } from '../../../core/study/marks';
import type { ChapterMarksView, VerseMarksView } from './chapterMarks';
import type { ShownVerse } from './localPlaces';
import { useMarks } from './useMarks';

/** What a verse shows of the marks that cover it: its colour, icons and spoken description. */
export function verseMarksView(marks: readonly Mark[]): VerseMarksView {
  return {
    color: verseColor(marks),
    bookmark: marks.some((mark) => mark.kind === 'bookmark'),
    note: marks.some((mark) => mark.kind === 'note'),
    description: describeMarks(marks),
  };
}

interface ChapterMarksSourceProps {
  book: string;
  chapter: number;
  version: string;
  /** The chapter's verses with their KJV keys (the chapter answer's): the browser's marks are placed by them. */
  verses: readonly ShownVerse[];
  onChange: (marks: ChapterMarksView) => void;
}

/**
 * The reader's marks of a chapter (the account's, mapped to the version's numbering by the server, or the
 * browser's, placed by the verses' KJV keys), handed to the chapter as what each verse shows. Loaded after the
 * page is live, so a page's first paint carries no code of the marks (decision 321).
 */
export function ChapterMarksSource({ book, chapter, version, verses, onChange }: ChapterMarksSourceProps) {
  const store = useMarks({ book, chapter, version, verses });
  const view = useMemo(() => {
    const result = new Map<number, VerseMarksView>();
    for (const [verse, marks] of marksByVerse(store.marks, book, chapter))
      result.set(verse, verseMarksView(marks));
    return result;
  }, [store.marks, book, chapter]);
  useEffect(() => onChange(view), [view, onChange]);
  return null;
}
