import { Bookmark, NotebookPen } from 'lucide-react';
import type { VerseMarksView } from './chapterMarks';

/**
 * A marked verse's icons (bookmark, note) and, for screen readers, what its marks are ("highlighted yellow,
 * 1 note"): the same after a verse of the chapter text and of the interlinear.
 */
export function VerseMarkIcons({ marks }: { marks: VerseMarksView }) {
  return (
    <span className="ms-1 inline-flex gap-0.5 align-middle text-brand-600">
      {marks.bookmark ? <Bookmark aria-hidden="true" className="size-4" data-icon="bookmark" /> : null}
      {marks.note ? <NotebookPen aria-hidden="true" className="size-4" data-icon="note" /> : null}
      <span className="sr-only" lang="en">
        ({marks.description})
      </span>
    </span>
  );
}
