import { snapshot, subscribeLocalMarks } from './localMarks';
import { describeMarks, marksByVerse, verseColor, type HighlightColor } from '../../../core/study/marks';

/** What a chapter shows of the reader's marks: each marked verse's colour, icons and spoken description. */
export interface VerseMarksView {
  color: HighlightColor | undefined;
  bookmark: boolean;
  note: boolean;
  description: string;
}

export type ChapterMarksView = ReadonlyMap<number, VerseMarksView>;

function view(book: string, chapter: number): ChapterMarksView {
  const result = new Map<number, VerseMarksView>();
  for (const [verse, marks] of marksByVerse(snapshot(), book, chapter)) {
    result.set(verse, {
      color: verseColor(marks),
      bookmark: marks.some((mark) => mark.kind === 'bookmark'),
      note: marks.some((mark) => mark.kind === 'note'),
      description: describeMarks(marks),
    });
  }
  return result;
}

/**
 * Watches a chapter's marks (loaded after the page is live, so that a page shows no extra script on its
 * first paint): calls `onChange` now and at every change; answers how to stop.
 */
export function watchChapterMarks(
  book: string,
  chapter: number,
  onChange: (marks: ChapterMarksView) => void,
): () => void {
  onChange(view(book, chapter));
  return subscribeLocalMarks(() => onChange(view(book, chapter)));
}
