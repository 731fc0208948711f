import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type { ChapterMarksView, MarkedChapters, VersesMarksView } from './chapterMarks';

/**
 * The sources of the reader's marks, loaded once the page is live: a page's first paint carries no code of the
 * marks, and the server renders none (decision 321).
 */
const ChapterMarksSource = lazy(() =>
  import('./ChapterMarksSource').then((module) => ({ default: module.ChapterMarksSource })),
);
const VerseMarksSource = lazy(() =>
  import('./VerseMarksSource').then((module) => ({ default: module.VerseMarksSource })),
);
// The icons come with the marks, which arrive after the page is live anyway: the results page does not carry them.
const VerseMarkIcons = lazy(() =>
  import('./VerseMarkIcons').then((module) => ({ default: module.VerseMarkIcons })),
);
const MarkedChaptersSource = lazy(() =>
  import('./MarkedChaptersSource').then((module) => ({ default: module.MarkedChaptersSource })),
);

export const NO_MARKS: ChapterMarksView = new Map();
export const NO_CHAPTERS: MarkedChapters = new Set();
export const NO_VERSE_MARKS: VersesMarksView = new Map();

function useLive(): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live;
}

/** What each verse of a chapter shows of the reader's marks, handed to `onChange`. */
export function ChapterMarksOnDemand(props: ComponentProps<typeof ChapterMarksSource>) {
  return useLive() ? (
    <Suspense fallback={null}>
      <ChapterMarksSource {...props} />
    </Suspense>
  ) : null;
}

/** Which chapters of some books hold the reader's marks, handed to `onChange`. */
export function MarkedChaptersOnDemand(props: ComponentProps<typeof MarkedChaptersSource>) {
  return useLive() ? (
    <Suspense fallback={null}>
      <MarkedChaptersSource {...props} />
    </Suspense>
  ) : null;
}

/** What verses of many chapters (a search's results, the parallel view) show of the reader's marks. */
export function VerseMarksOnDemand(props: ComponentProps<typeof VerseMarksSource>) {
  return useLive() ? (
    <Suspense fallback={null}>
      <VerseMarksSource {...props} />
    </Suspense>
  ) : null;
}

/** A marked verse's icons and spoken words, loaded with the first marks shown (the results, the parallel view). */
export function VerseMarkIconsOnDemand(props: ComponentProps<typeof VerseMarkIcons>) {
  return (
    <Suspense fallback={null}>
      <VerseMarkIcons {...props} />
    </Suspense>
  );
}
